/**
 * Every 4xx/5xx answer of our JSON API: a machine-readable code, the parameters of its message (#30)
 * and the message for people in the request's language (German unless it asks for English).
 */
export interface ApiError {
  error: string;
  message: string;
  params?: object;
  /** Per field path ("shipping.postalCode"), for forms that mark the field. */
  fieldErrors?: Record<string, string>;
}
