import type { ParsedPhone } from './parse';

type Parse = (text: string) => ParsedPhone | null;

let parse: Parse | undefined;
let loading: Promise<Parse> | undefined;

/** Starts loading the libphonenumber-js parser (./parse, its own chunk) once; resolves to it. */
export function loadPhoneParser(): Promise<Parse> {
  loading ??= import('./parse').then((module) => (parse = module.parseUsPhone));
  return loading;
}

/** The parser when it has been loaded, else undefined (call {@link loadPhoneParser}). */
export function loadedPhoneParser(): Parse | undefined {
  return parse;
}
