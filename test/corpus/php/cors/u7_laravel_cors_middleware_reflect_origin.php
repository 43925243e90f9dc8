// corpus: CWE-942 vulnerable — the API middleware copies whatever Origin the browser sends into Access-Control-Allow-Origin and allows credentials, so any site can make cookie-authenticated calls and read the answers.
<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

class PartnerCors
{
    private const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

    public function handle(Request $request, Closure $next): Response
    {
        $origin = $request->headers->get('Origin');

        $response = $request->isMethod('OPTIONS')
            ? response('', 204)
            : $next($request);

        if ($origin !== null && $origin !== '') {
            // partner widgets run on many customer domains, so mirror the caller
            $response->headers->set('Access-Control-Allow-Origin', $origin);
            $response->headers->set('Access-Control-Allow-Credentials', 'true');
            $response->headers->set('Access-Control-Allow-Methods', self::ALLOWED_METHODS);
            $response->headers->set('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With, X-XSRF-TOKEN');
            $response->headers->set('Vary', 'Origin');
        }

        return $response;
    }
}
