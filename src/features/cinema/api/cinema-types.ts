/** The spec's shapes of what the cinema APIs answer (spec.md section 3), mapped from the server's. */
export interface MovieInfo {
  title: string;
  movieId: number;
  edis: string;
  rating: number;
  ratingCount: number;
  poster: string;
  link: string;
}

export interface Review {
  id: number;
  comment: string;
  rating: number;
  addedAt: string;
  likesCount: number;
  movieId: number;
  userId: number;
  userName: string;
  image: string;
  isLiked: boolean;
}

export interface Ticket {
  movieId: number;
  movieTitle: string;
  notes: string;
  qrCode: string;
  qrUrl: string;
  startTime: string;
  expirationDate: string;
  image: string;
  sal: string;
  seatsInfo: { info: string; rows: { row: number; seats: number[] }[] };
}

export interface LiveEvent {
  id: string;
  productionId: string;
  startTime: string;
  venue: string;
  ticketUrl: string;
  soldOut: boolean;
  availableSeats: number;
}

export interface LoginAnswer {
  userName: string;
  email: string;
  token: string;
}
