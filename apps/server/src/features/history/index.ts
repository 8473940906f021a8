/** Each record's history, written by the database (migration 0016); its read shape for the asset pull. */
export { historyJsonArray } from './history.read';
