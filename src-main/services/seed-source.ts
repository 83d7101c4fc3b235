/** Where a seed comes from when a call names none; injected so tests can fix it. */
export type SeedSource = () => string;
