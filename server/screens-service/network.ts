// This machine's addresses on the local network: a preview link opened on a phone must name one of them, since
// "localhost" on the phone is the phone. The builder asks for them when it is itself opened on localhost.
import { networkInterfaces } from 'node:os'

/** IPv4 addresses other than loopback, in the order the system lists its interfaces. */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => address.address)
}
