// corpus: CWE-643 vulnerable — an inner query-builder class puts the request body title into the XPath expression unchanged.
package com.acme.library;

import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@RestController
public class ShelfSearchController {
    private final Document shelf;

    public ShelfSearchController(Document shelf) {
        this.shelf = shelf;
    }

    class QueryBuilder {
        String byTitle(String title) {
            return "/shelf/book[title='" + title + "']";
        }
    }

    @PostMapping("/shelf/search")
    public int search(@RequestBody String title) throws XPathExpressionException {
        String expression = new QueryBuilder().byTitle(title);
        NodeList hits = (NodeList) XPathFactory.newInstance().newXPath().evaluate(expression, shelf, XPathConstants.NODESET);
        return hits.getLength();
    }
}
