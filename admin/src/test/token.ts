// A stand-in access token: a JWT's three parts with `role` in its payload (nothing checks the
// signature in the browser; the seal in `gameAuth` binds to it).
const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function fakeToken(role: string, signature = `sig-of-${role}`): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '12', role })}.${signature}`;
}
