import os from 'node:os'

/** The machine a benchmark ran on, recorded beside every result. */
export function machine() {
  const cpus = os.cpus()
  const info = {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memory_gib: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  }
  return {
    ...info,
    description: `Machine: ${info.cpu}, ${info.cores} cores, ${info.memory_gib} GiB, ${info.os}, Node ${info.node}.`,
  }
}
