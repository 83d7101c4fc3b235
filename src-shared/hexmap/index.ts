export * from './binary';
export * from './coordinates';
export * from './demo-map';
export * from './features';
export * from './json';
export * from './layout';
export * from './map-data';
export * from './terrain';
