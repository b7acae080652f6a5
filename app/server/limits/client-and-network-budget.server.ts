import { limitKey, networkKey } from "./address-keys.ts";
import { type LimitStore, SharedLimit, takeEach } from "./shared-limit.server.ts";

/**
 * A budget per client AND per network for one kind of expensive public call (decision 171): a
 * client (limitKey) may make `perMinute` a minute, its network (networkKey: an IPv4 /24, an IPv6
 * /48) `perMinute × networkFactor` together, so a crowd of addresses in one network shares one
 * budget however many addresses it rotates through. Counted in the limit store (decision 197):
 * with PostgreSQL, every process spends from the same budget.
 */
export class ClientAndNetworkBudget {
  readonly #client: SharedLimit;
  readonly #network: SharedLimit;

  constructor(
    store: LimitStore,
    { name, perMinute, networkFactor }: { name: string; perMinute: number; networkFactor: number },
  ) {
    const minute = { windowMs: 60_000, blockRefusedInMemory: true };
    this.#client = new SharedLimit(store, { name: `${name}-client`, max: perMinute, ...minute });
    this.#network = new SharedLimit(store, { name: `${name}-network`, max: perMinute * networkFactor, ...minute });
  }

  /**
   * Spends one of this address's budget and its network's: 0 when both had it, otherwise the
   * milliseconds before the spent one has more (and nothing is spent).
   */
  take(address: string): Promise<number> {
    return takeEach([
      [this.#client, limitKey(address)],
      [this.#network, networkKey(address)],
    ]);
  }
}
