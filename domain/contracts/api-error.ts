/** Every 4xx/5xx answer of our JSON API: a machine-readable code and a German message for people. */
export interface ApiError {
  error: string;
  message: string;
  /** Per field path ("shipping.postalCode"), for forms that mark the field. */
  fieldErrors?: Record<string, string>;
}
