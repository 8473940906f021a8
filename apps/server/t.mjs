import { hash } from '@node-rs/argon2';
import sharp from 'sharp';

console.log('sharp', sharp.versions?.vips, (await hash('x')).slice(0, 20));

import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';

let t = Date.now();
const db = new PGlite({ dataDir: '/tmp/pgt', extensions: { postgis } });
await db.exec('CREATE EXTENSION IF NOT EXISTS postgis');
console.log('init', Date.now() - t);
console.log((await db.query("select ST_AsGeoJSON(ST_GeomFromText('POINT(1 2)',4326)) g")).rows);
t = Date.now();
const dump = await db.dumpDataDir('gzip');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump, extensions: { postgis } });
await db2.query('select 1');
console.log('load', Date.now() - t);
t = Date.now();
const db3 = await db.clone?.();
console.log('clone', typeof db.clone, Date.now() - t);
