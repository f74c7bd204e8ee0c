/** The order transition table, for the use cases (imported as '../state'). */
export * from './transitions';
