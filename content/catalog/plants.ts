import type { PlantSeed } from "../../domain/shop/content";

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

/**
 * Each plant's other names (#46 §3), searched like its names: former botanical names (the snake plant was
 * Sansevieria trifasciata until 2017, the pothos Scindapsus aureus, the Calathea Calathea orbifolia) and
 * the German and English names garden centres label it with.
 */
export const PLANTS: readonly PlantSeed[] = [
  {
    id: "monstera-deliciosa",
    name: "Monstera Deliciosa",
    botanicalName: "Monstera deliciosa",
    synonyms: [
      "Fensterblatt",
      "Köstliches Fensterblatt",
      "Philodendron pertusum",
      "Swiss Cheese Plant",
      "Split-leaf Philodendron",
    ],
    priceCents: 2999,
    categories: categories("popular", "trending"),
    lightLevel: "medium",
    waterLevel: "medium",
    petFriendly: false,
    popularity: "trending",
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
    en: {
      name: "Monstera Deliciosa",
      description:
        "The Monstera is the classic foliage plant: as it matures, its large glossy leaves develop the famous splits and holes. It grows quickly, forgives the odd care mistake and brings a touch of jungle to your home straight away. Guide its aerial roots up a moss pole and it will climb.",
      height: "70–90 cm",
      potDiameter: "21 cm",
      maturity: "Sturdy plant with its first split leaves",
      weight: "4–5 kg",
      waterTips:
        "Water once the top 2–3 cm of soil are dry, and pour away any water left in the outer pot after about 15 minutes. In winter it needs much less.",
      lightTips:
        "It does best in a bright spot without harsh midday sun, such as an east- or west-facing window. In too dark a corner, new leaves stay small and unsplit.",
      temperatureTips: "18–27 °C is ideal. Keep it above 15 °C.",
      humidityTips:
        "Normal indoor air suits it. With a little more humidity the leaves grow larger; wipe them now and then with a damp cloth.",
    },
    shopifyProductId: "gid://shopify/Product/8000000000001",
    shopifyVariantId: "gid://shopify/ProductVariant/45000000000001",
  },
  {
    id: "peace-lily",
    name: "Einblatt (Friedenslilie)",
    botanicalName: "Spathiphyllum wallisii",
    synonyms: ["Scheidenblatt", "Blattfahne"],
    priceCents: 2499,
    categories: categories("flowering", "air-purifying", "popular"),
    lightLevel: "medium",
    waterLevel: "high",
    petFriendly: false,
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
    en: {
      name: "Peace Lily",
      description:
        "The peace lily has dark green, glossy leaves and, given good care, produces white bracts around its flower spike several times a year. It makes do with less light than most flowering plants. Handy, too: when it is thirsty it lets its leaves droop, and it perks up again soon after watering.",
      height: "50–60 cm",
      potDiameter: "17 cm",
      maturity: "Plant ready to flower",
      weight: "1.5–2 kg",
      waterTips:
        "Keep the soil evenly and lightly moist, but never leave it standing in water. Drooping leaves tell you it is time to water.",
      lightTips:
        "A bright to partly shaded spot out of direct sun is ideal. A north-facing window works too; the brighter it stands, the more often it flowers.",
      temperatureTips: "It likes 18–25 °C and does not cope well with cold draughts or anything below 15 °C.",
      humidityTips:
        "It loves fairly humid air. Brown leaf tips point to dry air from the heating; a humidifier or some neighbouring plants will help.",
    },
    shopifyProductId: "gid://shopify/Product/8000000000002",
    shopifyVariantId: "gid://shopify/ProductVariant/45000000000002",
  },
  {
    id: "snake-plant",
    name: "Bogenhanf",
    botanicalName: "Dracaena trifasciata",
    synonyms: [
      "Sansevieria",
      "Sansevieria trifasciata",
      "Sansevierie",
      "Schwiegermutterzunge",
      "Beamtenspargel",
      "Mother-in-law's Tongue",
    ],
    priceCents: 1999,
    categories: categories("low-maintenance", "air-purifying", "popular"),
    lightLevel: "low",
    waterLevel: "low",
    petFriendly: false,
    popularity: "trending",
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
    en: {
      name: "Snake Plant",
      description:
        "The snake plant grows firm, upright leaves banded in light and dark green. Because it stores water in its leaves, it can go a few weeks without watering. That makes it ideal for beginners and for anyone who travels a lot.",
      height: "50–60 cm",
      potDiameter: "17 cm",
      maturity: "Fully grown plant",
      weight: "2–2.5 kg",
      waterTips:
        "Water only once the soil has dried out right through: roughly every 2–3 weeks in summer and about once a month in winter. Soggy soil quickly leads to rot, and avoid pouring water into the centre of the rosette.",
      lightTips:
        "It is as content in a shady corner as on a bright windowsill. The brighter the spot, the faster it grows; get it used to direct sun gradually.",
      temperatureTips: "18–27 °C is ideal. Do not let it drop below 12 °C.",
      humidityTips: "Dry air from the heating does not bother it, and it needs no misting.",
    },
    shopifyProductId: "gid://shopify/Product/8000000000003",
    shopifyVariantId: "gid://shopify/ProductVariant/45000000000003",
  },
  {
    id: "fiddle-leaf-fig",
    name: "Geigenfeige",
    botanicalName: "Ficus lyrata",
    synonyms: ["Leierfeige", "Ficus pandurata"],
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
    en: {
      name: "Fiddle-Leaf Fig",
      description:
        "The fiddle-leaf fig impresses with large, violin-shaped leaves and bold veins. Standing on its own, it quickly becomes the eye-catcher of a room. It needs plenty of light and a place to call its own; once it has found one, it keeps growing steadily.",
      height: "100–120 cm",
      potDiameter: "24 cm",
      maturity: "Sturdy, well-branched plant",
      weight: "5–6 kg",
      waterTips:
        "Water when the top 3 cm of soil are dry and stick to a steady rhythm. Too much water often shows as brown spots on the leaves.",
      lightTips:
        "Give it a very bright place right by the window; it is happy with some morning or evening sun. It tends to answer frequent moves by dropping leaves.",
      temperatureTips: "It likes 18–26 °C. Keep it away from cold draughts and above 15 °C.",
      humidityTips:
        "Normal indoor air is enough, but keep it away from a radiator. Wipe the large leaves regularly so they can make the most of the light.",
    },
  },
  {
    id: "zz-plant",
    name: "Glücksfeder (ZZ-Pflanze)",
    botanicalName: "Zamioculcas zamiifolia",
    synonyms: ["Zamioculcas loddigesii", "Caladium zamiifolium", "Zanzibar Gem"],
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
    en: {
      name: "ZZ Plant",
      description:
        "The ZZ plant carries glossy, feathery leaves on upright stems, so it always looks neat. In its thick rhizomes under the soil it stores water for dry spells. It is one of the toughest houseplants there is and fits darker corners and offices too.",
      height: "50–60 cm",
      potDiameter: "17 cm",
      maturity: "Fully grown plant",
      weight: "2–2.5 kg",
      waterTips:
        "Water only once the soil is completely dry, about every 2–4 weeks depending on where it stands. Less is more here: too much water is the most common mistake.",
      lightTips:
        "It gets by on little light, even a few metres from the window. It grows faster somewhere brighter, but it does not like harsh midday sun.",
      temperatureTips: "18–26 °C is ideal. Do not keep it below 15 °C for long.",
      humidityTips: "It copes easily with dry air from the heating and needs no misting.",
    },
  },
  {
    id: "pothos",
    name: "Efeutute",
    botanicalName: "Epipremnum aureum",
    synonyms: [
      "Scindapsus",
      "Scindapsus aureus",
      "Pothos aureus",
      "Rhaphidophora aurea",
      "Goldene Efeutute",
      "Devil's Ivy",
      "Golden Pothos",
    ],
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
    en: {
      name: "Pothos",
      description:
        "The pothos grows long trailing stems with heart-shaped leaves marbled in green and yellow. Let it hang from a basket or climb a moss pole. It grows fast and is easy to propagate from cuttings in a glass of water.",
      height: "20–30 cm",
      potDiameter: "12 cm",
      maturity: "Bushy young plant",
      weight: "0.5–0.8 kg",
      waterTips:
        "Water when the top 2–3 cm of soil are dry. Limp leaves mean it is thirsty, but it forgives you for forgetting once.",
      lightTips:
        "A partly shaded to bright spot out of direct sun suits it best. If it stands too dark, the yellow markings on its leaves fade.",
      temperatureTips: "It likes 18–27 °C and should not stand below 15 °C.",
      humidityTips:
        "Normal indoor air is enough. With higher humidity it grows more vigorously and makes bigger leaves.",
    },
  },
  {
    id: "calathea-orbifolia",
    name: "Calathea Orbifolia",
    botanicalName: "Goeppertia orbifolia",
    synonyms: ["Calathea orbifolia", "Maranta orbifolia", "Korbmarante"],
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
    en: {
      name: "Calathea Orbifolia",
      description:
        "The Calathea orbifolia has large, round leaves with silvery green stripes. Like all prayer plants, it moves its leaves a little over the course of the day. It needs a bit more attention than other houseplants and is safe for cats and dogs.",
      height: "40–50 cm",
      potDiameter: "17 cm",
      maturity: "Sturdy plant",
      weight: "1.5–2 kg",
      waterTips:
        "Keep the soil evenly moist and never let it dry out completely. It is sensitive to lime, so room-temperature rainwater or filtered water is best.",
      lightTips:
        "A bright to partly shaded spot out of direct sun is ideal. Direct sun fades the leaf pattern and can scorch the leaves.",
      temperatureTips: "It likes 18–25 °C and cannot stand cold draughts or temperatures below 16 °C.",
      humidityTips:
        "It needs humid air of at least 60 %. A humidifier or a tray of water and pebbles helps; brown, curling leaf edges show that the air is too dry.",
    },
  },
  {
    id: "spider-plant",
    name: "Grünlilie",
    botanicalName: "Chlorophytum comosum",
    synonyms: ["Anthericum comosum", "Beamtenlilie", "Airplane Plant", "Spider Ivy"],
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
    en: {
      name: "Spider Plant",
      description:
        "The spider plant is an easy-going classic with arching leaves striped in green and white. On long runners it grows plantlets that root with hardly any effort. It is safe for cats and dogs, though cats do like to nibble it.",
      height: "20–30 cm",
      potDiameter: "12 cm",
      maturity: "Bushy young plant",
      weight: "0.5–0.8 kg",
      waterTips:
        "Water when the top layer of soil is dry; it needs more in summer than in winter. Its thick roots store water, so it rides out short dry spells well.",
      lightTips:
        "It likes a bright place by the window and takes some morning or evening sun. In the shade its stripes grow paler.",
      temperatureTips: "15–24 °C is ideal, and it copes with 10 °C for a short while.",
      humidityTips:
        "Normal indoor air is fine. Brown leaf tips usually come from very dry air or hard tap water.",
    },
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
