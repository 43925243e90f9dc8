// corpus: CWE-89 safe — the JPQL text is constant and the path variable is supplied through setParameter.
package com.acme.library;

import java.util.List;
import javax.persistence.EntityManager;
import javax.persistence.TypedQuery;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BookLookupController {
    private final EntityManager em;

    public BookLookupController(EntityManager em) {
        this.em = em;
    }

    @GetMapping("/authors/{author}/books")
    public List<Book> byAuthor(@PathVariable String author) {
        TypedQuery<Book> q = em.createQuery("SELECT b FROM Book b WHERE b.author = :author ORDER BY b.title", Book.class);
        q.setParameter("author", author);
        return q.getResultList();
    }
}

class Book {
    String title;
    String author;
}
