// corpus: CWE-22 vulnerable — the invoice query value is joined to the archive directory and streamed with readfile.
<?php

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;
use Symfony\Component\Routing\Attribute\Route;

final class InvoiceArchive
{
    public function __construct(private string $root = '/srv/billing/archive')
    {
    }

    public function pathFor(string $file): string
    {
        return rtrim($this->root, '/') . '/' . ltrim($file, '/');
    }
}

final class InvoiceDownloadController
{
    public function __construct(private InvoiceArchive $archive)
    {
    }

    #[Route('/billing/download')]
    public function __invoke(Request $request): StreamedResponse
    {
        $path = $this->archive->pathFor($request->query->get('invoice', ''));

        return new StreamedResponse(function () use ($path) {
            readfile($path);
        }, 200, ['Content-Type' => 'application/pdf']);
    }
}
