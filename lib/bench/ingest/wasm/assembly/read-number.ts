// JSON's number grammar, checked in place, and the token's value when a double can hold it exactly.
import { at, fail } from "./line-cursor";
import { eiselLemire } from "./eisel-lemire";

// The last number read: an integer when `numberIsInt`, its exact double in `numberValue` when `numberExact`.
export let numberIsInt: bool = false;
export let numberInt: i64 = 0;
export let numberExact: bool = false;
export let numberValue: f64 = 0;
export let numberStart: usize = 0;

const POW10 = memory.data<f64>([
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]);

@inline
export function isDigit(c: u8): bool {
  return c >= 0x30 && c <= 0x39;
}

/**
 * The value is exact when its digits fit 2^53 and its power of ten is one of POW10's, or when its up to 19 digits
 * convert by eiselLemire.
 */
export function readNumber(): bool {
  let p = at;
  numberStart = p;
  const negative = load<u8>(p) == 0x2d;
  if (negative) p++;
  let c = load<u8>(p);
  if (!isDigit(c)) return fail();
  let mantissa: u64 = 0;
  let digits: i32 = 0;
  let exponent: i32 = 0;
  if (c == 0x30) {
    p++;
  } else {
    while (isDigit((c = load<u8>(p)))) {
      if (digits < 19) mantissa = mantissa * 10 + <u64>(c - 0x30);
      else exponent++;
      digits++;
      p++;
    }
  }
  numberIsInt = true;
  if (load<u8>(p) == 0x2e) {
    numberIsInt = false;
    p++;
    if (!isDigit(load<u8>(p))) return fail();
    while (isDigit((c = load<u8>(p)))) {
      if (mantissa != 0 || c != 0x30) {
        if (digits < 19) {
          mantissa = mantissa * 10 + <u64>(c - 0x30);
          exponent--;
        }
        digits++;
      } else exponent--;
      p++;
    }
  }
  c = load<u8>(p);
  if (c == 0x65 || c == 0x45) {
    numberIsInt = false;
    p++;
    c = load<u8>(p);
    const minus = c == 0x2d;
    if (c == 0x2d || c == 0x2b) p++;
    if (!isDigit(load<u8>(p))) return fail();
    let e: i32 = 0;
    while (isDigit((c = load<u8>(p)))) {
      if (e < 100000) e = e * 10 + <i32>(c - 0x30);
      p++;
    }
    exponent += minus ? -e : e;
  }
  at = p;
  numberExact = digits <= 19 && mantissa <= 9007199254740992 && exponent >= -22 && exponent <= 22;
  if (numberExact) {
    const m = <f64>mantissa;
    const v = exponent < 0 ? m / load<f64>(POW10 + <usize>(-exponent) * 8) : m * load<f64>(POW10 + <usize>exponent * 8);
    numberValue = negative ? -v : v;
  } else if (digits <= 19 && mantissa != 0) {
    const v = eiselLemire(mantissa, exponent);
    if (v != 0) {
      numberExact = true;
      numberValue = negative ? -v : v;
    }
  }
  numberInt = negative ? -(<i64>mantissa) : <i64>mantissa;
  numberIsInt = numberIsInt && digits <= 9 && !(negative && mantissa == 0);
  return true;
}
