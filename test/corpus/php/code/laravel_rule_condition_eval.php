// corpus: CWE-95 vulnerable — the condition input of the rule-test request is evaluated with eval() inside the DiscountRuleTester service.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class DiscountRuleTester
{
    public function matches(string $condition, array $cart): bool
    {
        $total = $cart['total'];
        $items = $cart['items'];

        return (bool) eval("return ({$condition});");
    }
}

class DiscountRuleController extends Controller
{
    public function test(Request $request, DiscountRuleTester $tester)
    {
        $cart = ['total' => (float) $request->input('total', 0), 'items' => (int) $request->input('items', 0)];

        return response()->json([
            'matches' => $tester->matches($request->input('condition', 'false'), $cart),
        ]);
    }
}
