// corpus: CWE-330 safe — System.Random only shuffles the order in which practice quiz questions are displayed; nothing secret depends on it.
using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.AspNetCore.Mvc;

namespace School.Portal.Controllers;

public record QuizQuestion(int Id, string Text);

public class PracticeQuizController : Controller
{
    private static readonly List<QuizQuestion> Bank = new()
    {
        new(1, "What is 7 x 8?"),
        new(2, "Name the capital of Peru."),
        new(3, "What gas do plants absorb?"),
        new(4, "Who wrote 'Hamlet'?")
    };

    public IActionResult Start()
    {
        var ordered = Shuffle(Bank, new Random());
        return View(ordered);
    }

    private static List<QuizQuestion> Shuffle(IEnumerable<QuizQuestion> items, Random random)
    {
        var list = items.ToList();
        for (int i = list.Count - 1; i > 0; i--)
        {
            int j = random.Next(i + 1);
            (list[i], list[j]) = (list[j], list[i]);
        }
        return list;
    }
}
