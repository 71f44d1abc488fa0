/**
 * The public API report of @namescreen/core, read from the built declarations (dist/*.d.ts)
 * with the TypeScript compiler API:
 *
 * 1. every named type that a public function, class, constant or type reaches (parameters,
 *    results, properties, type arguments) must itself be exported from the same entry, so a
 *    partner can name every type the answers use;
 * 2. the surface (every export with its signature or members) is written as text and compared
 *    with the committed report `api/<entry>.api.md`: a change fails until it is accepted with
 *    `pnpm api:update` and reviewed in the diff.
 *
 * Run: `tsx scripts/api-report.ts [--update]` after `pnpm build`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ENTRIES = [
  { name: "core", dts: "dist/index.d.ts" },
  { name: "core-testing", dts: "dist/testing/index.d.ts" },
  { name: "core-synthetic", dts: "dist/synthetic/index.d.ts" },
];
const update = process.argv.includes("--update");
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

const files = ENTRIES.map((e) => join(root, e.dts));
for (const [i, file] of files.entries()) {
  if (!existsSync(file)) throw new Error(`${ENTRIES[i]?.dts} is missing: run pnpm build first`);
}
const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
const checker = program.getTypeChecker();
const exportsOf = (file: string) => {
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} has no module symbol`);
  return checker.getExportsOfModule(moduleSymbol).map((s) => ({ name: s.name, symbol: resolve(checker, s) }));
};
// The sub-entries (testing, synthetic) may use the main entry's types: a partner imports both.
const mainExports = new Set(exportsOf(files[0] as string).map((e) => e.symbol));

let failed = false;
for (const [i, entry] of ENTRIES.entries()) {
  const exports = exportsOf(files[i] as string);
  const exported = new Set([...mainExports, ...exports.map((e) => e.symbol)]);

  const missing = unexportedTypes(checker, exports, exported);
  for (const [symbol, from] of missing) {
    console.error(`${entry.name}: type ${symbol.name} is used by ${from} but not exported`);
    failed = true;
  }

  const report = reportOf(checker, entry.name, exports);
  const reportFile = join(root, "api", `${entry.name}.api.md`);
  if (update) {
    writeFileSync(reportFile, report);
    console.log(`wrote api/${entry.name}.api.md (${exports.length} exports)`);
  } else if (!existsSync(reportFile) || readFileSync(reportFile, "utf8") !== report) {
    console.error(`${entry.name}: the public surface differs from api/${entry.name}.api.md:`);
    console.error(diffLines(existsSync(reportFile) ? readFileSync(reportFile, "utf8") : "", report));
    console.error("If the change is intended, run `pnpm api:update` and commit the report.");
    failed = true;
  } else {
    console.log(
      `${entry.name}: public surface unchanged (${exports.length} exports), every used type exported`,
    );
  }
}
if (failed) process.exit(1);

// --- Internal helpers ---

/**
 * A union of string literals, its members sorted: the checker prints a union in the order its
 * literal types were first created anywhere in the program, so an unrelated file could reorder it.
 */
function literalUnionText(type: ts.Type): string | null {
  if (!type.isUnion() || !type.types.every((t) => t.isStringLiteral())) return null;
  return type.types
    .map((t) => `'${(t as ts.StringLiteralType).value}'`)
    .sort()
    .join(" | ");
}

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Named types (interfaces, type aliases, classes, enums of this package) reachable from the exports, not exported. */
function unexportedTypes(
  checker: ts.TypeChecker,
  exports: readonly { name: string; symbol: ts.Symbol }[],
  exported: ReadonlySet<ts.Symbol>,
): Map<ts.Symbol, string> {
  const missing = new Map<ts.Symbol, string>();
  const seenTypes = new Set<ts.Type>();
  const visitSymbolType = (symbol: ts.Symbol, from: string) => {
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!decl) return;
    visitType(checker.getTypeOfSymbolAtLocation(symbol, decl), from);
  };
  const visitSignature = (sig: ts.Signature, from: string) => {
    for (const p of sig.parameters) visitSymbolType(p, from);
    for (const t of sig.typeParameters ?? []) {
      const constraint = t.getConstraint();
      if (constraint) visitType(constraint, from);
    }
    visitType(sig.getReturnType(), from);
  };
  const visitType = (type: ts.Type, from: string): void => {
    if (seenTypes.has(type)) return;
    seenTypes.add(type);
    for (const named of [type.aliasSymbol, type.getSymbol()]) {
      if (named && isOwnNamedType(named) && !exported.has(named) && !missing.has(named))
        missing.set(named, from);
    }
    for (const arg of type.aliasTypeArguments ?? []) visitType(arg, from);
    if (type.isUnionOrIntersection()) for (const t of type.types) visitType(t, from);
    if (type.flags & ts.TypeFlags.Object) {
      const object = type as ts.ObjectType;
      if (object.objectFlags & ts.ObjectFlags.Reference) {
        for (const arg of checker.getTypeArguments(object as ts.TypeReference)) visitType(arg, from);
      }
      if (isOwnDeclaration(type.getSymbol())) {
        for (const prop of type.getProperties()) if (!isPrivate(prop)) visitSymbolType(prop, from);
        for (const sig of [...type.getCallSignatures(), ...type.getConstructSignatures()])
          visitSignature(sig, from);
        const index = checker.getIndexInfosOfType(type);
        for (const info of index) visitType(info.type, from);
      }
    }
  };
  for (const { name, symbol } of exports) {
    if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class))
      visitSymbolType(symbol, name);
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) {
      visitType(checker.getDeclaredTypeOfSymbol(symbol), name);
    }
  }
  return missing;
}

/** A type declared in this package's declarations (not TypeScript's lib or another package). */
function isOwnDeclaration(symbol: ts.Symbol | undefined): boolean {
  const decl = symbol?.declarations?.[0];
  if (!decl) return false;
  const file = decl.getSourceFile().fileName;
  return file.startsWith(join(root, "dist"));
}

function isOwnNamedType(symbol: ts.Symbol): boolean {
  const named =
    ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
  return (symbol.flags & named) !== 0 && isOwnDeclaration(symbol);
}

function isPrivate(symbol: ts.Symbol): boolean {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!decl) return false;
  const flags = ts.getCombinedModifierFlags(decl as ts.Declaration);
  return (
    (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0 || symbol.name.startsWith("#")
  );
}

/** The surface as text: one section per export, sorted by name. */
function reportOf(
  checker: ts.TypeChecker,
  entryName: string,
  exports: readonly { name: string; symbol: ts.Symbol }[],
): string {
  const lines = [
    `# API report: ${entryName}`,
    "",
    "Generated by `pnpm api:update` from the built declarations; CI fails when it differs (`pnpm api:check`).",
    "",
    "```ts",
  ];
  for (const { name, symbol } of [...exports].sort((a, b) => a.name.localeCompare(b.name))) {
    lines.push(...describeExport(checker, name, symbol));
  }
  lines.push("```", "");
  return lines.join("\n");
}

function describeExport(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): string[] {
  const out: string[] = [];
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (symbol.flags & ts.SymbolFlags.Function && decl) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
    for (const sig of type.getCallSignatures()) out.push(`function ${name}${signature(checker, sig)};`);
  }
  if (symbol.flags & ts.SymbolFlags.Variable && decl) {
    out.push(
      `const ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), undefined, FLAGS)};`,
    );
  }
  if (symbol.flags & ts.SymbolFlags.Class && decl) {
    out.push(`class ${name} {`);
    const staticType = checker.getTypeOfSymbolAtLocation(symbol, decl);
    for (const sig of staticType.getConstructSignatures())
      out.push(`  constructor${signature(checker, sig, false)};`);
    for (const prop of staticType.getProperties()) {
      if (prop.name !== "prototype" && !isPrivate(prop)) out.push(`  static ${member(checker, prop)}`);
    }
    for (const prop of checker.getDeclaredTypeOfSymbol(symbol).getProperties()) {
      if (!isPrivate(prop)) out.push(`  ${member(checker, prop)}`);
    }
    out.push("}");
  } else if (symbol.flags & ts.SymbolFlags.Interface) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    out.push(`interface ${name}${typeParameters(checker, symbol)} {`);
    for (const prop of type.getProperties()) out.push(`  ${member(checker, prop)}`);
    for (const sig of type.getCallSignatures()) out.push(`  ${signature(checker, sig)};`);
    for (const info of checker.getIndexInfosOfType(type)) {
      out.push(
        `  [key: ${checker.typeToString(info.keyType)}]: ${checker.typeToString(info.type, undefined, FLAGS)};`,
      );
    }
    out.push("}");
  }
  if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const text =
      literalUnionText(type) ?? checker.typeToString(type, undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias);
    out.push(`type ${name}${typeParameters(checker, symbol)} = ${text};`);
  }
  return out.length > 0 ? out : [`// ${name}: unrecognised export`];
}

function typeParameters(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const decl = symbol.declarations?.[0] as ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined;
  const params = decl?.typeParameters;
  if (!params || params.length === 0) return "";
  return `<${params.map((p) => checker.typeToString(checker.getTypeAtLocation(p))).join(", ")}>`;
}

function member(checker: ts.TypeChecker, prop: ts.Symbol): string {
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  if (!decl) return `${prop.name};`;
  const readonly =
    ts.getCombinedModifierFlags(decl as ts.Declaration) & ts.ModifierFlags.Readonly ? "readonly " : "";
  const optional = prop.flags & ts.SymbolFlags.Optional ? "?" : "";
  const type = checker.getTypeOfSymbolAtLocation(prop, decl);
  if (prop.flags & ts.SymbolFlags.Method) {
    return type
      .getCallSignatures()
      .map((sig) => `${prop.name}${optional}${signature(checker, sig)};`)
      .join(" ");
  }
  if (prop.flags & ts.SymbolFlags.GetAccessor)
    return `get ${prop.name}(): ${checker.typeToString(type, undefined, FLAGS)};`;
  return `${readonly}${prop.name}${optional}: ${literalUnionText(type) ?? checker.typeToString(type, undefined, FLAGS)};`;
}

function signature(checker: ts.TypeChecker, sig: ts.Signature, withReturn = true): string {
  const text = checker.signatureToString(sig, undefined, FLAGS | ts.TypeFormatFlags.WriteArrowStyleSignature);
  // "(a: A) => R" → "(a: A): R"
  const arrow = text.lastIndexOf(") => ");
  const typeParams = sig.typeParameters?.length
    ? `<${sig.typeParameters.map((t) => checker.typeToString(t)).join(", ")}>`
    : "";
  const params = text.slice(text.indexOf("("), arrow + 1);
  return withReturn ? `${typeParams}${params}: ${text.slice(arrow + 5)}` : `${typeParams}${params}`;
}

/** A small line diff for the CI log: lines only in the report (-) and only in the build (+). */
function diffLines(before: string, after: string): string {
  const a = before.split("\n");
  const b = after.split("\n");
  const inA = new Set(a);
  const inB = new Set(b);
  const removed = a.filter((l) => !inB.has(l)).map((l) => `- ${l}`);
  const added = b.filter((l) => !inA.has(l)).map((l) => `+ ${l}`);
  return [...removed, ...added].slice(0, 200).join("\n");
}
