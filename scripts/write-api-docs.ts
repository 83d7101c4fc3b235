import fs from 'node:fs';
import { apiMarkdown, contract } from '../src-shared/contract';

const target = new URL('../docs/api.md', import.meta.url);
fs.writeFileSync(target, apiMarkdown(contract));
console.log(`wrote ${target.pathname} (${Object.keys(contract).length} methods)`);
