// npm run topology -- up|down|status|key ACCOUNT: the test topology by hand (as root); see the README's
// "Running on PostgreSQL, with several instances".
import { cliOn } from './services.js'
import { down, status, up } from './topology.js'

const command = process.argv[2]
if (process.getuid?.() !== 0) {
  console.error('the topology makes network namespaces and runs PostgreSQL as its own user: run it as root')
  process.exit(1)
}
if (command === 'up') {
  try {
    await up()
  } catch (error) {
    console.error(`up failed: ${(error as Error).message}\ntaking down what was made`)
    console.error((await down({ keepLogs: true })).join('\n'))
    process.exit(1)
  }
  console.log(await status())
} else if (command === 'down') {
  const left = await down()
  if (left.length > 0) {
    console.error(`left behind:\n${left.join('\n')}`)
    process.exit(1)
  }
  console.log('down: no namespace, veth or process of the topology is left')
} else if (command === 'status') {
  console.log(await status())
} else if (command === 'key' && process.argv[3]) {
  // A key made by the CLI on an instance's host, as an operator would.
  console.log((await cliOn('app1', 'keys', 'create', '--account', process.argv[3])).trim().split('\n').at(-1))
} else {
  console.error('usage: npm run topology -- up|down|status|key ACCOUNT')
  process.exit(2)
}
