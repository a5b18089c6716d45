// keepalived's file for each of the two balancers, written by the topology and shown in docs/production.md
// with a real network's addresses (a unit test holds them equal). The two share one floating address, which
// clients use: VRRP gives it to one balancer at a time, the other taking it over when that one stops
// advertising (the machine or its keepalived is gone) or its HAProxy stops answering.

export interface BalancerPair {
  /** The network interface clients reach the balancers on (the floating address goes there too). */
  interface: string
  /** The floating address, with its prefix length (10.0.1.100/24). */
  floating: string
  /** Each balancer's own address on that interface. */
  addresses: Record<'lb1' | 'lb2', string>
}

export type BalancerName = keyof BalancerPair['addresses']
/** The other balancer of the pair. */
export const peerOf = (self: BalancerName): BalancerName => (self === 'lb1' ? 'lb2' : 'lb1')

/**
 * `self`'s keepalived.conf. Both start as BACKUP with nopreempt: a balancer that comes back does not take the
 * address back (a second move, with its refused connections, for nothing); lb1 has the higher priority, for
 * an election both enter at once. VRRP goes by unicast between the two named addresses, and adverts from any
 * other source address are ignored (check_unicast_src): a host of the network that advertises a higher
 * priority from its own address does not take the address over; one that forges the peer's source address
 * still could, as with any VRRP (its own password, auth_type PASS, crosses the wire in clear text and
 * keepalived's docs advise against it), so the client-facing network must hold no host you do not run.
 */
export function keepalivedConfig(pair: BalancerPair, self: BalancerName): string {
  const peer = peerOf(self)
  return `# keepalived (2.2, Debian 12's) on ${self}: /etc/keepalived/keepalived.conf
global_defs {
    # The check runs as nobody, and only from a file root alone can change.
    script_user nobody
    enable_script_security
}

# HAProxy answering on this balancer (haproxy.cfg's monitor-uri): two failures put this balancer in FAULT,
# and it gives the address up.
vrrp_script haproxy_alive {
    script "/usr/bin/curl --silent --fail --max-time 1 --output /dev/null http://127.0.0.1:8404/alive"
    interval 1
    timeout 2
    fall 2
    rise 2
}

vrrp_instance websites_api {
    state BACKUP
    nopreempt
    interface ${pair.interface}
    virtual_router_id 51
    priority ${self === 'lb1' ? 150 : 100}
    # An advert a second: the other balancer takes over about 3.5 s after the last one.
    advert_int 1
    unicast_src_ip ${pair.addresses[self]}
    unicast_peer {
        ${pair.addresses[peer]}
    }
    check_unicast_src
    virtual_ipaddress {
        ${pair.floating} dev ${pair.interface}
    }
    track_script {
        haproxy_alive
    }
}
`
}
