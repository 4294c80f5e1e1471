import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { CHUNK_MESSAGES_PLACEHOLDER, chunkMessages } from './chunk-messages'

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname)

type Hook = (...args: unknown[]) => unknown
const hook = (plugin: ReturnType<typeof chunkMessages>, name: 'renderChunk' | 'generateBundle') =>
  plugin[name] as unknown as Hook

/** A built chunk as the macro step and the minifier leave it: the placeholder, ids in backticks. */
function builtChunk(...ids: string[]) {
  const uses = ids.map((id) => `X._({id:\`${id}\`})`).join(';')
  return `await need(\`${CHUNK_MESSAGES_PLACEHOLDER}\`);const a={id:"not-a-message"};${uses}`
}

async function build(code: string) {
  const plugin = chunkMessages(fromHere('../lingui.config.ts'))
  const rendered = (await hook(plugin, 'renderChunk')(code)) as { code: string } | null
  const emitted = new Map<string, string>()
  hook(plugin, 'generateBundle').call({
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => emitted.set(fileName, source),
  })
  return { code: rendered?.code, emitted }
}

const messagesOf = (source: string) =>
  JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/s.exec(source)![1]!) as string) as Record<string, unknown>

describe('the messages of a built chunk (decision 086)', () => {
  const quickExit = generateMessageId('Quick exit')

  it('are exactly those its code shows, one file per language, named in the chunk', async () => {
    const { code, emitted } = await build(builtChunk(quickExit))
    const addresses = JSON.parse(/need\(({.*?})\)/.exec(code!)![1]!) as Record<string, string>
    expect(Object.keys(addresses).sort()).toEqual(['en', 'es', 'pseudo'])
    const spanish = emitted.get(addresses.es!.slice(1))!
    expect(messagesOf(spanish)).toEqual({ [quickExit]: ['Salida rápida'] })
    expect(messagesOf(emitted.get(addresses.en!.slice(1))!)).toEqual({ [quickExit]: ['Quick exit'] })
    // The pseudo-language is compiled accented, so a page shown in it tells its words apart.
    expect(JSON.stringify(messagesOf(emitted.get(addresses.pseudo!.slice(1))!))).not.toContain('Quick exit')
  })

  it('change their file names when their words change, so a cached file is never stale', async () => {
    const one = await build(builtChunk(quickExit))
    const two = await build(builtChunk(quickExit, generateMessageId('Get help')))
    expect([...one.emitted.keys()].filter((name) => two.emitted.has(name))).toEqual([])
  })

  it('leave a chunk without messages asking for nothing, and a chunk without the placeholder alone', async () => {
    const { code, emitted } = await build(builtChunk())
    expect(code).toContain('need({})')
    expect(emitted.size).toBe(0)
    expect((await build('const a = 1')).code).toBeUndefined()
  })
})
