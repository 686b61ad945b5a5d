import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Six-character words that top-level screens or common words use: never an organisation id. */
const RESERVED = new Set(['SIGNUP', 'LOGOUT', 'LOGIN0', 'ADMIN0', 'TEST13', 'PUBLIC', 'STATIC', 'ASSETS']);

export function isReservedOrgId(id: string): boolean {
  return RESERVED.has(id.toUpperCase());
}

/** Six letters or digits, without look-alikes (0/O, 1/I) so people can read them out. */
export function generateOrgId(): string {
  for (;;) {
    let id = '';
    for (let i = 0; i < 6; i++) id += ALPHABET[randomInt(ALPHABET.length)];
    if (!isReservedOrgId(id)) return id;
  }
}
