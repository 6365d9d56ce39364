/** The CSS the widgets put in their shadow roots (`shadowCss.ts`). */
import { describe, expect, it } from 'vitest';
import { dropDocumentRules, dropUnusedClassRules, dropUnusedCustomProperties, shadowCss } from './shadowCss';

describe('dropDocumentRules', () => {
  it('drops html, body and :root rules, also from selector lists and inside @media', () => {
    expect(
      dropDocumentRules(
        'html{a:b}body{a:b}.x,:where(:root){c:d}:where(:root[data-theme="dark"]){c:d}@media (x){.a,:root{e:f}}',
      ),
    ).toBe('.x{c:d}@media (x){.a{e:f}}');
  });
  it('drops an @media left empty, keeps other at-rules and commas inside parentheses', () => {
    expect(dropDocumentRules('@media (y){body{g:h}}:is(.a,.b),.c{i:j}@keyframes k{to{x:y}}')).toBe(
      ':is(.a,.b),.c{i:j}@keyframes k{to{x:y}}',
    );
  });
});

describe('shadowCss', () => {
  it('turns rem into px, drops comments and line breaks', () => {
    expect(shadowCss('/* x */.a{margin:1.5rem -0.25rem}\n.b{gap:2rem}')).toBe(
      '.a{margin:24px -4px}.b{gap:32px}',
    );
  });
});

describe('dropUnusedClassRules', () => {
  it('keeps the rules whose every class the code names, as a whole word', () => {
    const code = 'const a="x1 y2",b=`z3`;el.className=a';
    expect(
      dropUnusedClassRules(
        '.x1{a:b}.x{a:b}.y2[data-x]>.z3{c:d}.y2 .q9{e:f}:host{g:h}@media (x){.q9{i:j}.z3,.q9{k:l}}@keyframes q9{to{m:n}}',
        code,
      ),
    ).toBe('.x1{a:b}.y2[data-x]>.z3{c:d}:host{g:h}@media (x){.z3{k:l}}@keyframes q9{to{m:n}}');
  });
});

describe('dropUnusedCustomProperties', () => {
  it('drops the custom properties no var() and no word of the code reads, and rules left empty', () => {
    const code = 'el.style.setProperty("--js",x)';
    expect(
      dropUnusedCustomProperties(
        '.t{--a:1px;--b:var(--c);--c:red;--js:0;--gone:x;color:var(--a)}.u{--gone:y}' +
          '@media (x){.t{--gone:z;--b:2px}}@keyframes k{to{--gone:1}}',
        code,
      ),
    ).toBe('.t{--a:1px;--c:red;--js:0;color:var(--a)}@keyframes k{to{--gone:1}}');
  });
  it('splits declarations only at semicolons outside parentheses and quotes', () => {
    expect(
      dropUnusedCustomProperties('.a{--u:url(data:x;base64,y);--q:";";--gone:1;b:var(--u) var(--q)}', ''),
    ).toBe('.a{--u:url(data:x;base64,y);--q:";";b:var(--u) var(--q)}');
  });
});
