# rejected: with numpy in the file, == None may be an element-wise test: `is None` would answer a different question
# keeps: readings == None
import numpy as np


def missing(readings):
    mask = readings == None
    return np.count_nonzero(mask)
