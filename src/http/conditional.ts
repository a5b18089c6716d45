// Conditional requests (RFC 9110): a stored resource's strong ETag names its id and version (a website's
// today); If-Match becomes the versions a write may apply to, If-None-Match a "not modified" on reads.
import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply } from 'fastify'

/** What a strong ETag names: the resource and the version of it that is stored. */
export interface Versioned {
  id: number
  version: number
}

export const etagOf = (resource: Versioned) => `"${resource.id}.${resource.version}"`

/** The tags of a list header; a weak tag keeps its W/ prefix. Garbage yields no tag. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/
function tagsOf(header: string): string[] {
  return header.split(',').map((tag) => tag.trim()).filter((tag) => ENTITY_TAG.test(tag))
}

/**
 * If-Match: the versions a write may apply to, `any` current one or those listed (none, for garbage or
 * weak tags: strong comparison); undefined when the header is absent.
 */
export function expectedVersions(header: string | undefined, id: number): 'any' | number[] | undefined {
  if (header === undefined) return undefined
  if (header.trim() === '*') return 'any'
  const prefix = `"${id}.`
  return tagsOf(header)
    .filter((tag) => tag.startsWith(prefix) && /^[1-9]\d*"$/.test(tag.slice(prefix.length)))
    .map((tag) => Number(tag.slice(prefix.length, -1)))
}

/** If-None-Match on a read: weak comparison, `*` matches any current website. */
export function notModified(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  return tagsOf(header).some((tag) => tag.replace(/^W\//, '') === etag)
}

/**
 * The 304 of a read whose 200 would have been `body`: the reply's headers (ETag, the request id, …) and only
 * the 200's Content-Length, with no Content-Type (RFC 9110 §8.6, §15.4.5), on GET and HEAD alike. Written on
 * the raw response: Fastify gives any payload a Content-Type and its HEAD route a payload-less answer a length
 * of 0. The onResponse hooks (the access line, metrics) still run; preSerialization and onSend hooks do not, so
 * a header added in one of those would be missing here: add it in onRequest, as every header is today.
 */
export function notModifiedAnswer(reply: FastifyReply, body: string): FastifyReply {
  reply.hijack()
  // (Fastify's headers type allows undefined values; it never stores one.)
  reply.raw.writeHead(304, { ...reply.getHeaders(), 'content-length': Buffer.byteLength(body) } as OutgoingHttpHeaders)
  reply.raw.end()
  return reply
}
