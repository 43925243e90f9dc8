<?php

use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Http\Request;

final class ResizeCover
{
    use Dispatchable;

    public function __construct(public int $bookId, public string $size)
    {
    }

    public function handle(): void
    {
        // ruleid: php.security.command-injection
        shell_exec("convert covers/{$this->bookId}.png -resize " . escapeshellarg($this->size) . " covers/small.png");
        // ok: php.security.command-injection
        shell_exec('convert covers/' . (int) $this->bookId . '.png covers/thumb.png');
    }
}

final class CoverController
{
    public function store(Request $request)
    {
        $validated = $request->validate(['size' => 'required|string']);
        ResizeCover::dispatch(42, $validated['size']);
    }
}
