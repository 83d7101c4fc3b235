export * from '../../../src-shared/hexmap';
export * from './movement-cost';
export * from './route';
export * from './day-stops';
