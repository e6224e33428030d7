/** An error the client should see: HTTP status, the contract's `ERROR_xxx` code, a message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: string,
    message: string,
    readonly params?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const notFound = (message = 'Item not found') => new ApiError(404, 'ERROR_404', message)
export const badRequest = (message: string, params?: Record<string, string[]>) =>
  new ApiError(400, 'ERROR_400', message, params)
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, 'ERROR_100', message)
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'ERROR_101', message)

/** The delivery-zone failure of the contract: clients only look at the status, people read the message. */
export const NOT_AVAILABLE_HERE = "Sorry, we're not available here"
export const notInDeliveryZone = () => new ApiError(400, 'ERROR_400', NOT_AVAILABLE_HERE)
