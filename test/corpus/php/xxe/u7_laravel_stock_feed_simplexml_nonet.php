// corpus: CWE-611 safe — the uploaded stock feed is parsed with simplexml_load_string using only LIBXML_NONET | LIBXML_NOCDATA; entity substitution is not enabled and external loading is off by default on PHP 8.
<?php

namespace App\Http\Controllers;

use App\Models\StockLevel;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class StockFeedParser
{
    public function parse(string $xml): array
    {
        $previous = libxml_use_internal_errors(true);
        $feed = simplexml_load_string($xml, \SimpleXMLElement::class, LIBXML_NONET | LIBXML_NOCDATA);
        libxml_clear_errors();
        libxml_use_internal_errors($previous);

        if ($feed === false) {
            throw new \RuntimeException('Unreadable stock feed');
        }

        $levels = [];
        foreach ($feed->item as $item) {
            $sku = trim((string) $item['sku']);
            if ($sku === '') {
                continue;
            }
            $levels[$sku] = max(0, (int) $item->quantity);
        }

        return $levels;
    }
}

class StockFeedController extends Controller
{
    public function __construct(private StockFeedParser $parser)
    {
    }

    public function store(Request $request)
    {
        $request->validate(['feed' => 'required|file|mimes:xml|max:4096']);

        $levels = $this->parser->parse($request->file('feed')->get());

        DB::transaction(function () use ($levels, $request) {
            foreach ($levels as $sku => $quantity) {
                StockLevel::updateOrCreate(
                    ['warehouse_id' => $request->user()->warehouse_id, 'sku' => $sku],
                    ['quantity' => $quantity]
                );
            }
        });

        return back()->with('status', count($levels) . ' stock levels updated');
    }
}
