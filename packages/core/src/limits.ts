/** Field bounds of the requests. The server's schemas and the core's validation both read these. */
export const LIMITS = {
  companyName: { min: 1, max: 256 },
  activityScope: { max: 2000 },
  ownerSurname: { max: 128 },
  legalSeat: { max: 128 },
  languageVariants: { max: 10 },
  searchName: { min: 1, max: 256 },
  searchLimit: { min: 1, max: 100, default: 25 },
  niceClass: { min: 1, max: 45 },
  domainName: { min: 1, max: 63 },
  domainTlds: { min: 1, max: 10 },
  eligibilityName: { min: 3, max: 256 },
} as const;
