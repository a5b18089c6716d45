// etcd's settings for one member (Debian's /etc/default/etcd, which etcd reads as its environment), for the test
// topology and for real machines alike: the topology starts each member with exactly these variables, and
// docs/production.md shows them for three machines (a unit test holds the page to them).
import type { TlsHost } from './pgbackrest-files.js'

export interface EtcdSite {
  /** The certificate authority that signed every member's and client's certificate. */
  ca: string
  members: TlsHost[]
  dataDir: (member: TlsHost) => string
}

const url = (host: TlsHost, port: number) => `https://${host.address}:${port}`

/** One member's variables: TLS only, and only clients and peers with a certificate from the CA. */
export function etcdEnvironment(site: EtcdSite, member: TlsHost): Record<string, string> {
  return {
    ETCD_NAME: member.name,
    ETCD_DATA_DIR: site.dataDir(member),
    ETCD_LISTEN_CLIENT_URLS: url(member, 2379),
    ETCD_ADVERTISE_CLIENT_URLS: url(member, 2379),
    ETCD_LISTEN_PEER_URLS: url(member, 2380),
    ETCD_INITIAL_ADVERTISE_PEER_URLS: url(member, 2380),
    ETCD_INITIAL_CLUSTER_TOKEN: 'websites',
    ETCD_INITIAL_CLUSTER: site.members.map((m) => `${m.name}=${url(m, 2380)}`).join(','),
    ETCD_CERT_FILE: member.cert,
    ETCD_KEY_FILE: member.key,
    ETCD_TRUSTED_CA_FILE: site.ca,
    ETCD_CLIENT_CERT_AUTH: 'true',
    ETCD_PEER_CERT_FILE: member.cert,
    ETCD_PEER_KEY_FILE: member.key,
    ETCD_PEER_TRUSTED_CA_FILE: site.ca,
    ETCD_PEER_CLIENT_CERT_AUTH: 'true',
  }
}

/** The same as /etc/default/etcd's lines. */
export const etcdDefaultsFile = (site: EtcdSite, member: TlsHost) =>
  Object.entries(etcdEnvironment(site, member)).map(([name, value]) => `${name}=${value}`).join('\n') + '\n'
