/**
 * Where the test orders go when the address is not what a test is about: one address for the Vitest
 * files and the end-to-end helpers, spread into a shipping object beside the test's own name and email.
 */
export const TEST_ADDRESS = {
  address: "Gartenweg 3",
  city: "Aachen",
  postalCode: "52062",
  country: "DE",
};
