export { accessibilityStatement } from "./accessibility";
export { termsOfSale } from "./agb";
export { cookiePolicy } from "./cookies";
export { imprint } from "./imprint";
export { privacyPolicy } from "./privacy";
export { termsOfUse } from "./terms";
export { withdrawalNotice } from "./widerruf";
