// Generates (or reuses) the bench catalogue on one target and prints its row counts:
//   npx tsx bench/generate-catalogue.ts postgres|embedded [--products N] [--shops N] [--force]
// (apart from generate.ts, which targets.ts uses: the two would otherwise import each other)
import { readBenchEnv } from './env.ts'
import { prepareTarget } from './targets.ts'

async function main() {
  const env = readBenchEnv()
  const args = process.argv.slice(2)
  const option = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? Number(args[i + 1]) : undefined
  }
  const target = args.includes('embedded') ? 'embedded' : 'postgres'
  const scale = { products: option('--products') ?? env.products, shops: option('--shops') ?? env.shops }
  const prepared = await prepareTarget(target, env, scale, { regenerate: args.includes('--force') })
  console.log(JSON.stringify(prepared.info.rows, null, 2))
  await prepared.close({ keep: true })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
