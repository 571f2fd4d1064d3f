import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '/work/main/server/db/pglite';
import { migrate } from '/work/main/server/db/migrate';
let t = performance.now();
const lap = (s: string) => { const n = performance.now(); console.log(s, Math.round(n - t)); t = n; };
const db = await openPglite(); lap('create1');
await migrate(db); lap('migrate1');
const db2 = await openPglite(); lap('create2');
await migrate(db2); lap('migrate2');
const pg = await PGlite.create(); lap('raw create3');
await pg.exec('select 1');
await db.query("select 1"); 
// dump
const raw = await PGlite.create(); await migrate({ kind:'pglite', query: (s:string,p:unknown[]=[]) => raw.query(s,p).then(r=>({rows:r.rows,rowCount:r.affectedRows??0})), transaction: (fn:any)=>raw.transaction((tx)=>fn({query:(s:string,p:unknown[]=[])=>tx.query(s,p).then(r=>({rows:r.rows,rowCount:0}))})), close:()=>raw.close() } as any); lap('create+migrate raw');
const blob = await raw.dumpDataDir('none'); lap('dump ' + blob.size);
const c = await PGlite.create({ loadDataDir: blob }); lap('load from dump');
console.log((await c.query('select count(*) from schema_migrations')).rows);
const c2 = await PGlite.create({ loadDataDir: blob }); lap('load from dump 2');
