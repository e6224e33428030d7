// The search module's public face: the only file other modules import.
export {
  SEARCH_FIELD_GROUPS,
  searchFieldSql,
  searchMatchSql,
  searchTierSql,
  type PreparedSearch,
  type SearchOptions,
} from './repository.ts'
export { clearSearchCaches, prepareSearch, searchProducts } from './service.ts'
