// corpus: CWE-95 safe — the legacy formula field from the body is always overwritten with a preset from a constant table before new Function compiles it, so only fixed source text is ever compiled.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const PRESET_FORMULAS = {
  flat: "5",
  weight: "2 + parcel.weightKg * 1.2",
  express: "12 + parcel.weightKg * 2.5",
};

function presetFor(name) {
  return Object.hasOwn(PRESET_FORMULAS, name) ? PRESET_FORMULAS[name] : PRESET_FORMULAS.flat;
}

class ShippingCalculator {
  constructor() {
    this.cache = new Map();
  }

  cost(formula, parcel) {
    let fn = this.cache.get(formula);
    if (!fn) {
      fn = new Function("parcel", `return ${formula};`);
      this.cache.set(formula, fn);
    }
    return Number(fn(parcel));
  }
}

const calculator = new ShippingCalculator();
const router = new Router();

router.post("/shipping/estimate", async (ctx) => {
  let { formula, preset, weightKg } = ctx.request.body || {};
  // v1 mobile clients still send their own `formula`; since API 3 only presets are honoured.
  formula = presetFor(preset);
  const parcel = { weightKg: Math.max(0, Number(weightKg) || 0) };
  ctx.body = { preset: preset || "flat", cost: calculator.cost(formula, parcel) };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
