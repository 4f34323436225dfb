/** A failure with a status and a message meant for the user (the reply shape of docs/product.md §7, decision 006). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** A field error in the validation reply shape, for checks zod cannot make (files). */
export const fieldError = (field: string, message: string, status = 422) => new HttpError(status, message, { [field]: [message] });
