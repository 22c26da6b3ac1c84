import { BRAND } from "../../../domain/shop/brand";
import type { CareersContent } from "../careers";

/** The careers page in English (#19): the same structure and job ids (anchors) as ../careers.ts. */
export const CAREERS_EN: CareersContent = {
  heading: "Careers",
  intro: `At ${BRAND.name}, people from technology, horticulture and retail work together so that every plant finds a spot where it thrives. If you'd like to build that with us, we look forward to your application – even if you don't tick every box of a job description.`,
  jobs: [
    {
      id: "senior-frontend-engineer-react",
      title: "Senior Frontend Engineer (React) (m/f/d)",
      location: "Aachen or remote (Germany)",
      type: "Full-time",
      description: `You shape the interface through which people find their plants: from the shop to the results view of ${BRAND.scanName}. You care as much about accessibility and loading times as about clean, maintainable code.`,
      tasks: [
        "You build new features for the shop, the wishlist and the scan experience with React and TypeScript.",
        "You build the camera capture interface so that the scan explains itself, even to beginners.",
        "You make sure of fast loading times and accessible use on smartphone and desktop.",
        "You develop our components and testing strategy further together with the team.",
        "You bring your experience to code reviews and technical decisions.",
      ],
      profile: [
        "Several years of experience in frontend development with React and TypeScript",
        "A good feel for user guidance, accessibility and web performance",
        "Experience with automated tests and modern build tools",
        "Enjoyment in sharing knowledge and taking responsibility",
        "Very good German or English",
      ],
    },
    {
      id: "pflanzenexpertin-pflanzenexperte-kundenservice",
      title: "Plant Expert, Customer Service (m/f/d)",
      location: "Aachen",
      type: "Part-time",
      description: `You are the voice of ${BRAND.name} when customers have questions – about their order, the scan or why their calathea is suddenly curling its leaves. You advise with expertise, patience and a sympathetic ear.`,
      tasks: [
        "You answer emails about orders, delivery and returns.",
        "You help with care questions and give tips so that plants settle into their new home.",
        "You check reports of damaged plants from photos and coordinate with our partner businesses.",
        "You write and revise care notes and answers for our help centre.",
        "You pass on feedback from customer contact to the product and plant teams.",
      ],
      profile: [
        "Training in horticulture, for example ornamental horticulture, or comparable experience with houseplants",
        "Enjoyment in dealing with people and a friendly, clear writing style",
        "Care and calm, even when things get busy",
        "Confident use of email and common office tools",
        "Very good written and spoken German",
      ],
    },
    {
      id: "partner-manager-gaertnereien",
      title: "Partner Manager Nurseries (m/f/d)",
      location: "Remote (Germany)",
      type: "Full-time",
      description:
        "Our orders are shipped by nurseries and plant shops from all over Germany. You win new partner businesses, support them as they start and are their first point of contact.",
      tasks: [
        "You approach suitable nurseries and plant shops and introduce them to working with us.",
        "You support new partners as they get started – from the first conversation to the first parcel shipped.",
        "You are the contact for ongoing questions about range, packaging and shipping.",
        "Together with the businesses, you keep an eye on consistent plant quality.",
        "You visit partner businesses on site and travel within Germany from time to time.",
      ],
      profile: [
        "Experience in partner or sales management, ideally in horticulture or retail",
        "An understanding of how nurseries and specialist retailers work",
        "Strong communication skills and enjoyment in building long-term relationships",
        "A structured, independent way of working, including from home",
        "Very good German and a willingness to travel occasionally",
      ],
    },
    {
      id: "computer-vision-engineer",
      title: "Computer Vision Engineer (m/f/d)",
      location: "Aachen or remote (Germany)",
      type: "Full-time",
      description: `You develop the heart of ${BRAND.scanName}: classifying light conditions from the camera's brightness, colour temperature and exposure data. The entire analysis runs on the device – scan images are never uploaded.`,
      tasks: [
        "You improve the data fusion of brightness, colour temperature and camera exposure data.",
        "You develop models and methods that run fast and reliably right on the smartphone.",
        "You measure the accuracy of the light classification and safeguard it with reproducible tests.",
        "You make sure the scan works reliably across different devices and cameras.",
        "You work closely with the frontend and plant teams so that measurements turn into good recommendations.",
      ],
      profile: [
        "A degree in computer science, physics, electrical engineering or comparable experience",
        "Practice in image processing or computer vision, ideally also with camera sensors and colour spaces",
        "Experience optimising models for mobile devices or the browser",
        "Careful handling of measurement data and enjoyment of clean evaluation",
        "Very good German or English",
      ],
    },
  ],
};
