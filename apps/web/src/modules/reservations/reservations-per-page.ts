/** Reservations per page of /reservations (the server's first page and the browser's next ones). */
export const RESERVATIONS_PER_PAGE = 10
