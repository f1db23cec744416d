// The helpers the binding files share (bindings_common.h).
#include "bindings_common.h"

#include <cmath>
#include <cstdint>

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

// fn(arg), catching what it throws: 0, or 1 with the exception's words in box.error.
EM_JS(int, wr_guarded_call, (emscripten::EM_VAL fn, emscripten::EM_VAL arg, emscripten::EM_VAL box), {
  try { Emval.toValue(fn)(Emval.toValue(arg)); return 0; } catch (e) {
    var words; try { words = e && e.message !== undefined ? String(e.message) : String(e); } catch (_) { words = 'an exception'; }
    Emval.toValue(box).error = words.length > 200 ? words.slice(0, 200) + '…' : words;
    return 1;
  }
});
// box.value = obj[key], catching what a getter or a Proxy throws (as above).
EM_JS(int, wr_guarded_get, (emscripten::EM_VAL obj, const char* key, emscripten::EM_VAL box), {
  try { Emval.toValue(box).value = Emval.toValue(obj)[UTF8ToString(key)]; return 0; } catch (e) {
    var words; try { words = e && e.message !== undefined ? String(e.message) : String(e); } catch (_) { words = 'an exception'; }
    Emval.toValue(box).error = words.length > 200 ? words.slice(0, 200) + '…' : words;
    return 1;
  }
});
// box.bytes = a plain Uint8Array over v's bytes, or box.error (v not a Uint8Array, or its getters threw).
EM_JS(int, wr_guarded_bytes, (emscripten::EM_VAL v, emscripten::EM_VAL box), {
  try {
    var x = Emval.toValue(v);
    if (!(x instanceof Uint8Array)) { Emval.toValue(box).error = 'must be a Uint8Array'; return 1; }
    Emval.toValue(box).bytes = new Uint8Array(x.buffer, x.byteOffset, x.byteLength);
    return 0;
  } catch (e) {
    var words; try { words = e && e.message !== undefined ? String(e.message) : String(e); } catch (_) { words = 'an exception'; }
    Emval.toValue(box).error = 'could not be read (' + words.slice(0, 200) + ')';
    return 1;
  }
});

namespace wallrace::js {

val fail(const std::string& message) {
  val o = val::object();
  o.set("ok", false);
  o.set("error", message);
  return o;
}

val success() {
  val o = val::object();
  o.set("ok", true);
  return o;
}

val pair(int a, int b) {
  val o = val::array();
  o.call<void>("push", a, b);
  return o;
}

bool readString(const val& v, const char* what, std::string& out, std::string& error) {
  if (!v.isString()) {
    error = std::string(what) + " must be a string, got " + v.typeOf().as<std::string>();
    return false;
  }
  const double units = v["length"].as<double>();
  if (units > kMaxStringUnits) {
    error = std::string(what) + " is too long (" + std::to_string(int64_t(units)) + " characters, at most " +
            std::to_string(int64_t(kMaxStringUnits)) + ")";
    return false;
  }
  out = v.as<std::string>();
  if (out.size() > 3 * size_t(kMaxStringUnits)) {
    error = std::string(what) + " is too long";
    return false;
  }
  return true;
}

bool readWhole(const val& v, const std::string& what, double lo, double hi, double& out, std::string& error) {
  if (!v.isNumber()) {
    error = what + " must be a number, got " + v.typeOf().as<std::string>();
    return false;
  }
  out = v.as<double>();
  if (!std::isfinite(out) || out != std::trunc(out) || out < lo || out > hi) {
    error = what + " " + v.call<std::string>("toString") + ": expected a whole number from " +
            std::to_string(int64_t(lo)) + " to " + std::to_string(int64_t(hi));
    return false;
  }
  return true;
}

bool readProperty(const val& obj, const char* key, val& out, std::string& error) {
  val box = val::object();
  if (wr_guarded_get(obj.as_handle(), key, box.as_handle())) {
    error = std::string("reading '") + key + "' threw: " + box["error"].as<std::string>();
    return false;
  }
  out = box["value"];
  return true;
}

int gSearching = 0;

val busy(const char* what) {
  return fail(std::string(what) +
              ": refused while a search runs (called from its onProgress callback); call it after bestMove returns");
}

bool guardedCall(const val& fn, const val& arg, std::string& error) {
  val box = val::object();
  if (!wr_guarded_call(fn.as_handle(), arg.as_handle(), box.as_handle())) return true;
  error = box["error"].as<std::string>();
  return false;
}

bool guardedBytes(const val& v, val& bytes, std::string& error) {
  val box = val::object();
  if (wr_guarded_bytes(v.as_handle(), box.as_handle())) {
    error = box["error"].as<std::string>();
    return false;
  }
  bytes = box["bytes"];
  return true;
}

}  // namespace wallrace::js
