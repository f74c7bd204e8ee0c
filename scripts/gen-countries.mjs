#!/usr/bin/env node
/**
 * Generates apps/server/src/modules/regions/data/countries.json — the ISO 3166-1
 * country reference data (249 entries) used to seed every fresh database.
 *
 * The output is committed as data; this script is only needed to regenerate it.
 * Its npm dependencies live OUTSIDE the repo so they never touch our lockfiles:
 *
 *   mkdir -p /tmp/gen && cd /tmp/gen && npm init -y \
 *     && npm i world-countries i18n-iso-countries libphonenumber-js
 *   GEN_DEPS_DIR=/tmp/gen node scripts/gen-countries.mjs
 *
 * Sources:
 *   - world-countries:     codes, English/Chinese/Korean common names, region/subregion, idd
 *   - i18n-iso-countries:  name fallbacks (zh, ko)
 *   - libphonenumber-js:   country calling code (fallback: world-countries idd root+suffix)
 */
import console from 'node:console';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const depsDir = resolve(process.env.GEN_DEPS_DIR || '/tmp/gen');
const require = createRequire(join(depsDir, 'package.json'));

const worldCountries = require('world-countries');
const isoCountries = require('i18n-iso-countries');
const { getCountryCallingCode, isSupportedCountry } = require('libphonenumber-js');
isoCountries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
isoCountries.registerLocale(require('i18n-iso-countries/langs/ko.json'));

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'apps/server/src/modules/regions/data/countries.json');

/** Not ISO 3166-1 (user-assigned codes such as Kosovo). */
const EXCLUDE = new Set(['XK']);

const EU = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));

/**
 * Calling codes where the sources are missing or wrong (libphonenumber-js has no
 * metadata for these, and the world-countries idd is absent or incorrect).
 *   AQ: +672 is the ITU code for Australian External Territories (Australian Antarctic bases).
 *   UM: world-countries says +268 (that is Eswatini); the US Minor Outlying Islands use the NANP (+1).
 */
const PHONE_OVERRIDES = { AQ: '+672', UM: '+1' };

/**
 * Name corrections where world-countries is wrong, ambiguous or not Simplified Chinese.
 * 'iso' = take the i18n-iso-countries name instead; any other string is used as-is.
 */
const NAME_FIXES = {
  zh: {
    BQ: 'iso', // 荷蘭加勒比區 is Traditional -> 荷兰加勒比区
    MK: 'iso', // 北馬其頓 is Traditional -> 北马其顿
    TW: '台湾', // world-countries: 台灣 (Traditional); same name, Simplified script
    DM: 'iso', // world-countries says 多米尼加 (= Dominican Republic); Dominica is 多米尼克
    DO: 'iso', // 多明尼加 (Taiwan-style) -> 多米尼加
    MF: 'iso', // 圣马丁 vs 圣马丁岛 is ambiguous -> 法属圣马丁
    SX: 'iso', //                                -> 荷属圣马丁
    TF: 'iso', // 法国南部和南极土地 (literal) -> 法属南部领地
  },
  ko: {
    DM: 'iso', // world-countries says 도미니카 공화국 (= Dominican Republic) -> 도미니카 연방
    GS: 'iso', // world-countries says 조지아 (= Georgia) -> 남조지아 군도
    IO: '영국령 인도양 지역', // world-countries says 인도 (= India); i18n-iso-countries' 영인도 제도 is odd
    KP: 'iso', // 조선 (DPRK self-name) -> 북한, the usual name in Korean (South Korean) usage
  },
};

/**
 * Where world-countries' subregion differs from UN M49 in a way that changes the district.
 *   SS: world-countries says Middle Africa; UN M49 puts South Sudan in Eastern Africa.
 *   UM: world-countries says North America; UN M49 puts it in Micronesia (Pacific islands).
 */
const REGION_OVERRIDES = {
  SS: { continent: 'AFRICA', district: 'EAST_AFRICA' },
  UM: { continent: 'OCEANIA', district: 'OCEANIA' },
};

/** Antarctic-region entries have no UN subregion; choose a continent/district by proximity. */
const ANTARCTIC = {
  AQ: 'OCEANIA', // Antarctica
  HM: 'OCEANIA', // Heard Island and McDonald Islands (Australian)
  TF: 'OCEANIA', // French Southern and Antarctic Lands (southern Indian Ocean; UN M49 says Eastern Africa)
  BV: 'SOUTH_AMERICA', // Bouvet Island (South Atlantic; UN M49 lists it under South America)
  GS: 'SOUTH_AMERICA', // South Georgia and the South Sandwich Islands (Falklands region)
};

function classify(c) {
  const code = c.cca2;
  if (REGION_OVERRIDES[code]) return REGION_OVERRIDES[code];
  const { region, subregion } = c;
  switch (region) {
    case 'Europe':
      return { continent: 'EUROPE', district: EU.has(code) ? 'EU' : 'NON_EU' };
    case 'Americas':
      if (subregion === 'South America') return { continent: 'SOUTH_AMERICA', district: 'SOUTH_AMERICA' };
      if (subregion === 'Caribbean') return { continent: 'NORTH_AMERICA', district: 'CARIBBEAN' };
      if (subregion === 'North America' || subregion === 'Northern America' || subregion === 'Central America')
        return { continent: 'NORTH_AMERICA', district: 'NORTH_AMERICA' };
      break;
    case 'Asia': {
      if (code === 'IR') return { continent: 'ASIA', district: 'MIDDLE_EAST' };
      const d = {
        'South-Eastern Asia': 'SOUTHEAST_ASIA',
        'Eastern Asia': 'EAST_ASIA',
        'Central Asia': 'CENTRAL_ASIA',
        'Western Asia': 'MIDDLE_EAST',
        'Southern Asia': 'SOUTH_ASIA',
      }[subregion];
      if (d) return { continent: 'ASIA', district: d };
      break;
    }
    case 'Africa': {
      const d = {
        'Eastern Africa': 'EAST_AFRICA',
        'Northern Africa': 'NORTH_AFRICA',
        'Southern Africa': 'SOUTH_AFRICA',
        'Western Africa': 'WEST_AFRICA',
        'Middle Africa': 'CENTRAL_AFRICA',
      }[subregion];
      if (d) return { continent: 'AFRICA', district: d };
      break;
    }
    case 'Oceania':
      return { continent: 'OCEANIA', district: 'OCEANIA' };
    case 'Antarctic':
      if (ANTARCTIC[code]) return { continent: ANTARCTIC[code], district: ANTARCTIC[code] };
      break;
  }
  throw new Error(`No continent/district rule for ${code} (${region} / ${subregion})`);
}

function phoneCode(c) {
  const code = c.cca2;
  if (PHONE_OVERRIDES[code]) return PHONE_OVERRIDES[code];
  if (isSupportedCountry(code)) return `+${getCountryCallingCode(code)}`;
  const { root, suffixes } = c.idd ?? {};
  if (root && suffixes?.length === 1) return `${root}${suffixes[0]}`;
  return '';
}

function name(c, lang) {
  const code = c.cca2;
  const isoName = () => isoCountries.getName(code, lang, { select: 'official' }) || '';
  const fix = NAME_FIXES[lang][code];
  if (fix) return fix === 'iso' ? isoName() : fix;
  const wc = c.translations?.[lang === 'zh' ? 'zho' : 'kor']?.common;
  return wc || isoName();
}

const countries = worldCountries
  .filter((c) => !EXCLUDE.has(c.cca2))
  .map((c) => {
    const code = c.cca2;
    return {
      code,
      code3: c.cca3,
      nameZh: name(c, 'zh'),
      nameEn: c.name.common,
      nameKo: name(c, 'ko'),
      phoneCode: phoneCode(c),
      ...classify(c),
      isEu: EU.has(code),
    };
  })
  .sort((a, b) => a.code.localeCompare(b.code));

// Sanity checks — fail loudly rather than write bad seed data.
const isoCodes = new Set(Object.keys(isoCountries.getAlpha2Codes()).filter((k) => !EXCLUDE.has(k)));
const errors = [];
if (countries.length !== 249) errors.push(`expected 249 countries, got ${countries.length}`);
if (countries.filter((c) => c.isEu).length !== 27) errors.push('expected 27 EU members');
for (const k of ['code', 'code3', 'nameZh', 'nameEn', 'nameKo']) {
  if (new Set(countries.map((c) => c[k])).size !== countries.length) errors.push(`duplicate ${k}`);
}
for (const c of countries) {
  if (!isoCodes.has(c.code)) errors.push(`${c.code} not in i18n-iso-countries`);
  if (isoCountries.alpha2ToAlpha3(c.code) !== c.code3) errors.push(`${c.code} alpha3 mismatch`);
  for (const k of ['code', 'code3', 'nameZh', 'nameEn', 'nameKo']) if (!c[k]) errors.push(`${c.code} missing ${k}`);
  if (c.phoneCode && !/^\+\d{1,4}$/.test(c.phoneCode)) errors.push(`${c.code} bad phoneCode ${c.phoneCode}`);
}
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, `[\n${countries.map((c) => '  ' + JSON.stringify(c)).join(',\n')}\n]\n`);
console.log(`Wrote ${countries.length} countries to ${OUT}`);
const noPhone = countries.filter((c) => !c.phoneCode).map((c) => c.code);
if (noPhone.length) console.log(`Without phoneCode: ${noPhone.join(', ')}`);
