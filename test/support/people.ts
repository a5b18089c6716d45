// People in tests: a member of an account with a role (invited on the server, accepted over HTTP, as a
// person would), and a client that carries their session cookie, as a browser on the service's own pages
// would (Origin set to the service's), or as another site would.
import { randomBytes } from 'node:crypto'
import type { Role } from '../../src/rights.js'
import { operatorServices } from '../support/secrets.js'
import { type RequestOptions, type Response, request } from './http.js'
import type { TestService } from './service.js'

export interface Person {
  userId: number
  email: string
  password: string
  /** The session cookie's value. */
  cookie: string
  /** Requests with the session, from the service's own origin unless `headers` say otherwise. */
  get(path: string, options?: RequestOptions): Promise<Response>
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Response>
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<Response>
  delete(path: string, options?: RequestOptions): Promise<Response>
  send(method: string, path: string, options?: RequestOptions): Promise<Response>
}

/** The `wa_session` value of a response's Set-Cookie, if it sets one. */
export function cookieOf(res: Response): string | undefined {
  const header = res.headers['set-cookie']?.find((line) => line.startsWith('wa_session='))
  return header?.slice('wa_session='.length, header.indexOf(';'))
}

/**
 * A client with this session cookie, sending the service's own Origin on writes (as its pages would); a
 * header given as null in `options.headers` is not sent at all.
 */
export function sessionClient(baseUrl: string, cookie: string, extra: { userId: number; email: string; password: string }): Person {
  const send = (method: string, path: string, options: RequestOptions = {}) => {
    const headers = { cookie: `wa_session=${cookie}`, ...(method === 'GET' || method === 'HEAD' ? {} : { origin: baseUrl }), ...options.headers }
    return request(method, baseUrl + path, { ...options, headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== null)) })
  }
  return {
    ...extra, cookie, send,
    get: (path, options) => send('GET', path, options),
    post: (path, body, options) => send('POST', path, { ...options, body }),
    patch: (path, body, options) => send('PATCH', path, { ...options, body }),
    delete: (path, options) => send('DELETE', path, options),
  }
}

/** A new passphrase no common-password list has. */
export const newPassword = () => `correct horse ${randomBytes(6).toString('hex')}`

/**
 * A member of `account` (made when new) with `role`, limited to `websites` when given: invited on the
 * server, then accepting over HTTP with a name and a password, which signs them in.
 */
export async function memberOf(service: TestService, account: string, role: Role, options: { websites?: number[]; email?: string; name?: string } = {}): Promise<Person> {
  if ((await service.db.keys.accountId(null, account)) === undefined) await service.keyFor(account, { name: 'setup' })
  const accountId = (await service.db.keys.accountId(null, account))!
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`
  const { members } = operatorServices(service.db)
  const invited = await members.inviteOnServer({ id: accountId, name: account }, email, role, service.url)
  const token = invited.url.split('/invitations/')[1]!
  const password = newPassword()
  const accepted = await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token, name: options.name ?? `A ${role}`, password } })
  if (accepted.status !== 200) throw new Error(`accepting the invitation: ${accepted.status} ${accepted.text}`)
  const person = sessionClient(service.url, cookieOf(accepted)!, { userId: accepted.body.data.user.id, email, password })
  if (options.websites) {
    const owner = await ownerOf(service, account)
    const limited = await owner.patch(`/api/v1/members/${person.userId}`, { websites: options.websites })
    if (limited.status !== 200) throw new Error(`limiting the member: ${limited.status} ${limited.text}`)
  }
  return person
}

const owners = new Map<string, Person>()
/** The account's first owner in this test process (made on first ask). */
export async function ownerOf(service: TestService, account: string): Promise<Person> {
  const key = `${service.url} ${account}`
  let owner = owners.get(key)
  if (!owner) owners.set(key, (owner = await memberOf(service, account, 'owner')))
  return owner
}

/** Signs in over HTTP; the response and the person it made (when it did). */
export async function signIn(service: TestService, email: string, password: string, headers: Record<string, string> = {}) {
  const res = await request('POST', `${service.url}/api/v1/session`, { body: { email, password }, headers })
  const cookie = cookieOf(res)
  return { res, person: cookie === undefined ? undefined : sessionClient(service.url, cookie, { userId: res.body.data.user.id, email, password }) }
}
