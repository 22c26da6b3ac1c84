import type { PlantSeed } from "../../domain/content";

/** Category slugs of the local catalogue; used only to type-check the lists below. */
type PlantCategory =
  | "air-purifying"
  | "popular"
  | "low-maintenance"
  | "pet-friendly"
  | "flowering"
  | "trending"
  | "hanging"
  | "patterned-leaves";

const categories = (...slugs: PlantCategory[]): string[] => slugs;

const images = (slug: string): string[] => [
  `/plants/${slug}.svg`,
  `/plants/${slug}-detail.svg`,
  `/plants/${slug}-room.svg`,
];

export const PLANTS: readonly PlantSeed[] = [
  {
    id: "monstera-deliciosa",
    name: "Monstera Deliciosa",
    botanicalName: "Monstera deliciosa",
    priceCents: 2999,
    categories: categories("popular", "trending"),
    lightLevel: "medium",
    waterLevel: "medium",
    petFriendly: false,
    popularity: "bestseller",
    popularityScore: 96,
    size: "large",
    description:
      "Die Monstera ist der Klassiker unter den Blattpflanzen: Ihre großen, glänzenden Blätter bekommen mit zunehmendem Alter die typischen Schlitze und Löcher. Sie wächst zügig, verzeiht kleine Pflegefehler und bringt sofort Dschungelgefühl in dein Zuhause. Ihre Luftwurzeln kannst du an einem Moosstab nach oben leiten.",
    height: "70–90 cm",
    potDiameter: "21 cm",
    maturity: "Kräftige Pflanze mit ersten geschlitzten Blättern",
    weight: "4–5 kg",
    waterTips:
      "Gieß sie, sobald die oberen 2–3 cm der Erde trocken sind, und kipp überschüssiges Wasser nach etwa 15 Minuten aus dem Übertopf. Im Winter braucht sie deutlich weniger.",
    lightTips:
      "Am wohlsten fühlt sie sich hell, aber ohne pralle Mittagssonne, zum Beispiel an einem Ost- oder Westfenster. Steht sie zu dunkel, bleiben neue Blätter klein und ungeschlitzt.",
    temperatureTips: "Ideal sind 18–27 °C. Dauerhaft unter 15 °C sollte es nicht werden.",
    humidityTips:
      "Normale Raumluft reicht ihr. Bei etwas höherer Luftfeuchtigkeit wachsen die Blätter größer; wisch sie ab und zu mit einem feuchten Tuch ab.",
    images: images("monstera-deliciosa"),
    shopifyProductId: "gid://shopify/Product/8000000000001",
    shopifyVariantId: "gid://shopify/ProductVariant/45000000000001",
  },
  {
    id: "peace-lily",
    name: "Einblatt (Friedenslilie)",
    botanicalName: "Spathiphyllum wallisii",
    priceCents: 2499,
    categories: categories("flowering", "air-purifying", "popular"),
    lightLevel: "medium",
    waterLevel: "high",
    petFriendly: false,
    popularity: "bestseller",
    popularityScore: 88,
    size: "medium",
    description:
      "Das Einblatt trägt dunkelgrüne, glänzende Blätter und bildet bei guter Pflege mehrmals im Jahr weiße Hochblätter rund um den Blütenkolben. Es kommt mit weniger Licht aus als die meisten Blühpflanzen. Praktisch: Wenn es Durst hat, lässt es die Blätter hängen und richtet sich nach dem Gießen schnell wieder auf.",
    height: "50–60 cm",
    potDiameter: "17 cm",
    maturity: "Blühfähige Pflanze",
    weight: "1,5–2 kg",
    waterTips:
      "Halte die Erde gleichmäßig leicht feucht, aber lass es nie im Wasser stehen. Hängende Blätter sind ein Zeichen, dass es Zeit zum Gießen ist.",
    lightTips:
      "Ein heller bis halbschattiger Platz ohne direkte Sonne ist ideal. Ein Nordfenster geht auch; je heller es steht, desto öfter blüht es.",
    temperatureTips: "Es mag 18–25 °C. Unter 15 °C und kalte Zugluft verträgt es schlecht.",
    humidityTips:
      "Es liebt eine eher hohe Luftfeuchtigkeit. Braune Blattspitzen deuten auf trockene Heizungsluft hin, dann helfen ein Luftbefeuchter oder Nachbarpflanzen.",
    images: images("peace-lily"),
    shopifyProductId: "gid://shopify/Product/8000000000002",
    shopifyVariantId: "gid://shopify/ProductVariant/45000000000002",
  },
  {
    id: "snake-plant",
    name: "Bogenhanf",
    botanicalName: "Dracaena trifasciata",
    priceCents: 1999,
    categories: categories("low-maintenance", "air-purifying", "popular"),
    lightLevel: "low",
    waterLevel: "low",
    petFriendly: false,
    popularity: "bestseller",
    popularityScore: 92,
    size: "medium",
    description:
      "Der Bogenhanf wächst mit festen, aufrechten Blättern, die eine hell-dunkelgrüne Querbänderung tragen. Weil er Wasser in seinen Blättern speichert, übersteht er auch mal ein paar Wochen ohne Gießen. Damit ist er ideal für Einsteiger und alle, die viel unterwegs sind.",
    height: "50–60 cm",
    potDiameter: "17 cm",
    maturity: "Ausgewachsene Pflanze",
    weight: "2–2,5 kg",
    waterTips:
      "Gieß ihn erst, wenn die Erde ganz durchgetrocknet ist: im Sommer etwa alle 2–3 Wochen, im Winter ungefähr einmal im Monat. Staunässe führt schnell zu Fäulnis; gieß außerdem nicht direkt in die Blattrosette.",
    lightTips:
      "Er kommt mit schattigen Ecken genauso zurecht wie mit einem hellen Fensterplatz. Je heller er steht, desto schneller wächst er; an direkte Sonne gewöhnst du ihn langsam.",
    temperatureTips: "Ideal sind 18–27 °C. Unter 12 °C sollte es nicht werden.",
    humidityTips: "Trockene Heizungsluft macht ihm nichts aus. Besprühen ist nicht nötig.",
    images: images("snake-plant"),
    shopifyProductId: "gid://shopify/Product/8000000000003",
    shopifyVariantId: "gid://shopify/ProductVariant/45000000000003",
  },
  {
    id: "fiddle-leaf-fig",
    name: "Geigenfeige",
    botanicalName: "Ficus lyrata",
    priceCents: 3999,
    categories: categories("trending", "popular"),
    lightLevel: "high",
    waterLevel: "medium",
    petFriendly: false,
    popularity: "trending",
    popularityScore: 80,
    size: "large",
    description:
      "Die Geigenfeige beeindruckt mit großen, geigenförmigen Blättern und kräftigen Blattadern. Als Solitär wird sie schnell zum Blickfang im Raum. Sie braucht viel Licht und einen festen Platz. Hat sie ihn gefunden, wächst sie stetig weiter.",
    height: "100–120 cm",
    potDiameter: "24 cm",
    maturity: "Kräftige, gut verzweigte Pflanze",
    weight: "5–6 kg",
    waterTips:
      "Gieß sie, wenn die oberen 3 cm der Erde trocken sind, und bleib bei einem gleichmäßigen Rhythmus. Staunässe zeigt sich oft durch braune Flecken auf den Blättern.",
    lightTips:
      "Stell sie sehr hell direkt ans Fenster, etwas Morgen- oder Abendsonne verträgt sie gut. Häufige Standortwechsel quittiert sie gern mit Blattabwurf.",
    temperatureTips: "Sie mag 18–26 °C. Halte sie fern von kalter Zugluft und nicht unter 15 °C.",
    humidityTips:
      "Normale Raumluft genügt; direkt über der Heizung sollte sie aber nicht stehen. Wisch die großen Blätter regelmäßig ab, damit sie das Licht gut nutzen kann.",
    images: images("fiddle-leaf-fig"),
  },
  {
    id: "zz-plant",
    name: "Glücksfeder (ZZ-Pflanze)",
    botanicalName: "Zamioculcas zamiifolia",
    priceCents: 2299,
    categories: categories("low-maintenance", "popular"),
    lightLevel: "low",
    waterLevel: "low",
    petFriendly: false,
    popularityScore: 70,
    size: "medium",
    description:
      "Die Glücksfeder trägt glänzende, gefiederte Blätter an aufrechten Stielen und wirkt dadurch immer gepflegt. In ihren dicken Rhizomen unter der Erde speichert sie Wasser für trockene Zeiten. Sie ist eine der robustesten Zimmerpflanzen und passt auch in dunklere Ecken oder ins Büro.",
    height: "50–60 cm",
    potDiameter: "17 cm",
    maturity: "Ausgewachsene Pflanze",
    weight: "2–2,5 kg",
    waterTips:
      "Gieß sie erst, wenn die Erde vollständig trocken ist, je nach Standort etwa alle 2–4 Wochen. Weniger ist hier mehr: Zu viel Wasser ist der häufigste Pflegefehler.",
    lightTips:
      "Sie kommt mit wenig Licht aus, auch ein paar Meter vom Fenster entfernt. Heller wächst sie schneller, pralle Mittagssonne mag sie aber nicht.",
    temperatureTips: "Ideal sind 18–26 °C. Unter 15 °C sollte es nicht dauerhaft werden.",
    humidityTips: "Trockene Heizungsluft verträgt sie problemlos. Besprühen braucht sie nicht.",
    images: images("zz-plant"),
  },
  {
    id: "pothos",
    name: "Efeutute",
    botanicalName: "Epipremnum aureum",
    priceCents: 1899,
    categories: categories("hanging", "low-maintenance", "air-purifying"),
    lightLevel: "medium",
    waterLevel: "medium",
    petFriendly: false,
    popularityScore: 68,
    size: "small",
    description:
      "Die Efeutute bildet lange Ranken mit herzförmigen, grün-gelb panaschierten Blättern. Du kannst sie aus einer Blumenampel hängen lassen oder an einem Moosstab klettern lassen. Sie wächst schnell und lässt sich ganz einfach über Stecklinge im Wasserglas vermehren.",
    height: "20–30 cm",
    potDiameter: "12 cm",
    maturity: "Buschige Jungpflanze",
    weight: "0,5–0,8 kg",
    waterTips:
      "Gieß sie, wenn die oberen 2–3 cm der Erde trocken sind. Schlappe Blätter zeigen Durst an; einmal vergessenes Gießen verzeiht sie aber.",
    lightTips:
      "Ein halbschattiger bis heller Platz ohne direkte Sonne passt am besten. Steht sie zu dunkel, verblasst die gelbe Zeichnung der Blätter.",
    temperatureTips: "Sie mag 18–27 °C und sollte nicht unter 15 °C stehen.",
    humidityTips:
      "Normale Raumluft reicht ihr. Bei höherer Luftfeuchtigkeit wächst sie kräftiger und bildet größere Blätter.",
    images: images("pothos"),
  },
  {
    id: "calathea-orbifolia",
    name: "Calathea Orbifolia",
    botanicalName: "Goeppertia orbifolia",
    priceCents: 2899,
    categories: categories("pet-friendly", "patterned-leaves", "trending"),
    lightLevel: "medium",
    waterLevel: "high",
    petFriendly: true,
    popularity: "trending",
    popularityScore: 76,
    size: "medium",
    description:
      "Die Calathea Orbifolia hat große, runde Blätter mit silbrig-grünen Streifen. Wie alle Pfeilwurzgewächse bewegt sie ihre Blätter im Lauf des Tages ein wenig. Sie braucht etwas mehr Aufmerksamkeit als andere Zimmerpflanzen und ist ungiftig für Katzen und Hunde.",
    height: "40–50 cm",
    potDiameter: "17 cm",
    maturity: "Kräftige Pflanze",
    weight: "1,5–2 kg",
    waterTips:
      "Halte die Erde gleichmäßig feucht und lass sie nie ganz austrocknen. Sie reagiert empfindlich auf Kalk; nimm daher am besten zimmerwarmes Regen- oder gefiltertes Wasser.",
    lightTips:
      "Ein heller bis halbschattiger Platz ohne direkte Sonne ist ideal. Direkte Sonne lässt das Blattmuster verblassen und kann Brandflecken verursachen.",
    temperatureTips: "Sie mag 18–25 °C. Kalte Zugluft und Temperaturen unter 16 °C verträgt sie nicht.",
    humidityTips:
      "Sie braucht eine hohe Luftfeuchtigkeit von mindestens 60 %. Ein Luftbefeuchter oder eine Schale mit Wasser und Kieselsteinen hilft; braune, eingerollte Blattränder zeigen, dass die Luft zu trocken ist.",
    images: images("calathea-orbifolia"),
  },
  {
    id: "spider-plant",
    name: "Grünlilie",
    botanicalName: "Chlorophytum comosum",
    priceCents: 1599,
    categories: categories("pet-friendly", "hanging", "air-purifying", "low-maintenance"),
    lightLevel: "high",
    waterLevel: "medium",
    petFriendly: true,
    popularity: "new",
    popularityScore: 45,
    size: "small",
    description:
      "Die Grünlilie ist ein unkomplizierter Klassiker mit grün-weiß gestreiften, bogig überhängenden Blättern. An langen Trieben bildet sie Kindel, die du ganz einfach bewurzeln kannst. Sie ist ungiftig für Katzen und Hunde, Katzen knabbern allerdings gern daran.",
    height: "20–30 cm",
    potDiameter: "12 cm",
    maturity: "Buschige Jungpflanze",
    weight: "0,5–0,8 kg",
    waterTips:
      "Gieß sie, wenn die oberste Erdschicht trocken ist; im Sommer braucht sie mehr Wasser als im Winter. Ihre dicken Wurzeln speichern Wasser, kurze Trockenphasen übersteht sie deshalb gut.",
    lightTips:
      "Sie steht gern hell am Fenster und verträgt auch etwas Morgen- oder Abendsonne. Im Schatten wird die Streifenzeichnung blasser.",
    temperatureTips: "Ideal sind 15–24 °C. Kurzzeitig kommt sie auch mit 10 °C zurecht.",
    humidityTips:
      "Normale Raumluft reicht ihr. Braune Blattspitzen entstehen oft durch sehr trockene Luft oder kalkhaltiges Wasser.",
    images: images("spider-plant"),
  },
];

/** Spec fallbacks: the plant ids shown when the catalogue is empty. */
export const FALLBACK_PLANT_IDS = [
  "monstera-deliciosa",
  "peace-lily",
  "snake-plant",
  "fiddle-leaf-fig",
] as const;
/** Spec fallbacks: the trending ids shown when the catalogue is empty. */
export const TRENDING_FALLBACK_IDS = [...FALLBACK_PLANT_IDS, "zz-plant", "pothos"] as const;
