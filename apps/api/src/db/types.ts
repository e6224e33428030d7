// The database handle types, apart from the code that connects (client.ts), so that helpers such as prepared.ts can
// name them without importing the connection code back.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type * as schema from './schema/index.ts'

export type Database = NodePgDatabase<typeof schema>
/** The handle a transaction's body gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Transaction
