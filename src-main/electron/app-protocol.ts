import fs from 'node:fs';
import { protocol } from 'electron';
import { contentSecurityPolicy, contentTypeFor, resolveStaticFile } from '../server/static-files';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://lantern`;

/** Must run before `app.ready`: makes app:// a secure, standard origin like https. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer from app://lantern/, refusing anything outside its folder. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => {
    const url = new URL(request.url);
    const file = url.host === 'lantern' ? resolveStaticFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    const type = contentTypeFor(file);
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = contentSecurityPolicy;
    return new Response(fs.readFileSync(file), { headers });
  });
}
