import { BRAND } from "../../../domain/shop/brand";
import type { AboutContent } from "../about";

/** The about page in English (#19): the same structure as ../about.ts. */
export const ABOUT_EN: AboutContent = {
  hero: {
    heading: "Plants that want to stay with you",
    text: `${BRAND.name} brings houseplants and homes together: first we look at how much light your spot really gets, then we recommend plants that will feel at home there. Delivered by nurseries and plant shops from all over Germany.`,
  },
  story: {
    heading: "How it all began",
    paragraphs: [
      "It started with a fiddle-leaf fig that was slowly losing its leaves in a dark hallway. It got enough water and enough fertiliser. It lacked only one thing: light. And it is not alone – 73\u00a0% of people have chosen a plant for the wrong spot at least once.",
      "The problem: we can hardly judge with the naked eye how bright a spot is. Our eyes balance out differences in brightness so well that a corner of a room often feels brighter than it really is for a plant.",
      `That's why we built ${BRAND.scanName}. You hold your smartphone where your new plant is meant to live and get recommendations that suit exactly this light – instead of a plant that only looks good in the catalogue.`,
      "For the plants themselves we rely on people who know them: your order is packed and shipped by local partner nurseries and plant shops from all over Germany. That way we combine simple online ordering with real horticultural craft.",
    ],
  },
  values: {
    heading: "What matters to us",
    items: [
      {
        title: "The spot first, then the plant",
        text: "A plant is only a good choice if it suits your home. That's why every recommendation of ours starts with the light at your spot.",
      },
      {
        title: "Local, not anonymous",
        text: "Behind every delivery there is a nursery or plant shop from Germany. We support businesses that know their craft instead of replacing them.",
      },
      {
        title: "Honest advice",
        text: "If a plant won't be happy at your spot, we tell you – however beautiful it is. Better one plant that fits than two that wither.",
      },
      {
        title: "Your images stay with you",
        text: `${BRAND.scanName} analyses the camera images right on your device. They are never uploaded.`,
      },
    ],
  },
  technology: {
    heading: `How ${BRAND.scanName} works`,
    paragraphs: [
      "A single brightness value says little about whether a plant will thrive at a spot. That's why the scan combines several measurements: the brightness, the colour temperature of the light and your camera's exposure data. From this data fusion it classifies the light conditions at your spot.",
      "The scan classifies the light conditions correctly 98\u00a0% of the time. On that basis we suggest plants whose light needs match your spot – in less than 3 seconds.",
      "The analysis happens entirely on your device. Your camera's images are not uploaded and never leave your smartphone.",
    ],
    facts: [
      { value: "98\u00a0%", label: "accuracy in classifying the light conditions" },
      { value: "< 3\u00a0sec.", label: "to your recommendations" },
      { value: "3", label: "measurements combined: brightness, colour temperature and exposure" },
      { value: "0", label: "scan images uploaded" },
    ],
  },
  team: {
    heading: `The people behind ${BRAND.name}`,
    members: [
      {
        name: "Lena Hoffmann",
        role: "Co-founder & Managing Director",
        initials: "LH",
        bio: `Lena was the one with the fiddle-leaf fig in the hallway. She got ${BRAND.name} started and today makes sure that shop, scan and partner network fit together.`,
      },
      {
        name: "Jonas Becker",
        role: "Co-founder & Technology",
        initials: "JB",
        bio: `Jonas comes from image processing and has helped develop ${BRAND.scanName} from the very first idea. It matters to him that the analysis stays on your device.`,
      },
      {
        name: "Miriam Schulte",
        role: "Co-founder & Plant Expertise",
        initials: "MS",
        bio: "Miriam is a trained ornamental horticulturist. She decides which plant suits which light and writes our care tips.",
      },
      {
        name: "Tobias Wagner",
        role: "Co-founder & Partner Network",
        initials: "TW",
        bio: "Tobias grew up in his parents' nursery. He builds and looks after our partnerships with nurseries and plant shops.",
      },
    ],
  },
  cta: {
    heading: "Find the plant for your spot",
    text: `Start ${BRAND.scanName}, measure the light at your favourite spot and discover plants that will feel at home there.`,
  },
};
